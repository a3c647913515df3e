// SQL of the audit log: one entry per staff action (written through ../audit.ts), and the log as
// staff read it, newest first, served by audit_log_created_idx; filtered by entity type (audit_log_entity_idx).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll } from '../repository.js';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function findAuditPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; entity_type?: string | undefined },
): Promise<{ count: number; rows: AuditRow[] }> {
  const where = and(
    query.entity_type ? eq(auditLog.entityType, query.entity_type) : undefined,
    containsAny(query.q, [auditLog.actorEmail, auditLog.action, auditLog.entityId]),
  );
  const [total] = await db.select({ n: countAll }).from(auditLog).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
  return { count: total?.n ?? 0, rows };
}
