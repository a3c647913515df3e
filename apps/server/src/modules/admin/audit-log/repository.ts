// SQL of the audit log as staff read it (entries are written by modules/audit/audit.ts): newest
// first, served by audit_log_created_idx; filtered by entity type (audit_log_entity_idx).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll } from '../repository.js';

export type AuditRow = typeof auditLog.$inferSelect;

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
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/**
 * Recomputes every entry's hash in the database (the same `audit_log_content` the insert trigger
 * uses, migration 0019) and checks each entry points at the one before it. The oldest remaining
 * entry's `prev_hash` is the anchor: the retention purge removes entries from the old end.
 */
export async function checkAuditChain(db: Db): Promise<{ entries: number; firstBrokenId: number | null }> {
  const result = await db.execute(sql`
    WITH chain AS (
      SELECT a.id, a.hash, a.prev_hash,
             encode(sha256(convert_to(a.prev_hash || audit_log_content(a), 'UTF8')), 'hex') AS recomputed,
             lag(a.hash) OVER (ORDER BY a.id) AS previous
      FROM audit_log a
    )
    SELECT (SELECT count(*)::int FROM chain) AS entries,
           (SELECT min(id) FROM chain
             WHERE hash IS DISTINCT FROM recomputed OR (previous IS NOT NULL AND prev_hash IS DISTINCT FROM previous)) AS first_broken_id`);
  const [row] = (result as unknown as { rows: { entries: number | string; first_broken_id: number | null }[] }).rows;
  return { entries: Number(row?.entries ?? 0), firstBrokenId: row?.first_broken_id ?? null };
}
