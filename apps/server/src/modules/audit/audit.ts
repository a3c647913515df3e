// The audit log of the back-office: every staff action (a back-office change, a staff member's
// two-step setup, a promotion from the command line) writes one entry — who, what, when, the
// record before and after — in the same transaction as the action itself (docs/back-office.md).
import type { Db } from '../../db/client.js';
import { insertAuditEntry } from './repository.js';

/** Who acted: a staff account, or the command line (`npm run create-staff`, no account: id null). */
export type AuditActor = { id: number | null; email: string };

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'suspend'
  | 'restore'
  | 'mark_read'
  | 'mark_unread'
  | 'archive'
  | 'unarchive'
  | 'export'
  | 'refund'
  | 'release_siren'
  | 'hide_bakeries'
  | 'show_bakeries'
  | 'set_limits'
  | 'two_factor_setup'
  | 'two_factor_recovery_codes'
  | 'merge_duplicate'
  | 'keep_apart'
  | 'clear_report'
  | 'block_reporter'
  | 'claim'
  | 'accept_claim'
  | 'refuse_claim';

export type AuditEntry = {
  action: AuditAction;
  /** 'page', 'faq', 'promo_code', 'contact_message', 'user', 'payments', 'payment'… */
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

export async function writeAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
