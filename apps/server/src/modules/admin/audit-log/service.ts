// The audit log, read by staff (docs/back-office.md, "Audit": every staff write adds one entry): who,
// what, when, the record before and after, newest first. Nothing here changes it.
import type { TAdminAuditChain, TAdminAuditEntry, TAdminList } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { listPage, type PageRequest } from '../list-page.js';
import * as repository from './repository.js';

export type AuditListQuery = PageRequest & { q?: string | undefined; entity_type?: string | undefined };

function toAuditEntry(row: repository.AuditRow): TAdminAuditEntry {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAuditEntries(db: Db, query: AuditListQuery): Promise<TAdminList<TAdminAuditEntry>> {
  const { count, rows } = await repository.findAuditPage(db, query);
  return listPage(query, count, rows.map(toAuditEntry));
}

export async function checkAuditChain(db: Db): Promise<TAdminAuditChain> {
  const { entries, firstBrokenId } = await repository.checkAuditChain(db);
  return { entries, intact: firstBrokenId === null, first_broken_id: firstBrokenId };
}
