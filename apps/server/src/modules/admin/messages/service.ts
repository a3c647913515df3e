// The staff inbox (docs/back-office.md, "Contact messages"): contact messages, newest first, unread
// until staff mark them read (opening one does not: the screen sends the PATCH), archived out of
// the way; answered by e-mail from the staff's own mail client (replyMailto). Each change of state
// is audited.
import { ADMIN_MESSAGES, type TAdminList, type TAdminMessage } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { writeAudit, type AuditAction, type AuditActor } from '../../audit/audit.js';
import { listPage, type PageRequest } from '../list-page.js';
import * as repository from './repository.js';

const ENTITY = 'contact_message';

export type MessageListQuery = PageRequest & { q?: string | undefined; status: repository.MessageStatus };
export type MessagePatch = { read?: boolean | undefined; archived?: boolean | undefined };

function toAdminMessage(row: repository.MessageRow): TAdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    user_id: row.userId,
    kind: row.kind === 'siren_dispute' ? 'siren_dispute' : 'contact',
    siren: row.siren,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

export async function listMessages(db: Db, query: MessageListQuery): Promise<TAdminList<TAdminMessage>> {
  const { count, rows } = await repository.findMessagesPage(db, query);
  return listPage(query, count, rows.map(toAdminMessage));
}

export async function getMessage(db: Db, id: number): Promise<TAdminMessage> {
  const row = await repository.findMessage(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.notFound);
  return toAdminMessage(row);
}

/**
 * Marks read/unread and archives/restores. Each state that actually changes is one audit entry
 * (mark_read, mark_unread, archive, unarchive); asking for the current state changes nothing.
 */
export async function patchMessage(db: Db, actor: AuditActor, id: number, patch: MessagePatch): Promise<TAdminMessage> {
  return db.transaction(async (tx) => {
    let row = await repository.findMessage(tx, id, { forUpdate: true });
    if (!row) throw notFound(ADMIN_MESSAGES.notFound);
    const change = async (action: AuditAction, states: { readAt?: Date | null; archivedAt?: Date | null }) => {
      const before = toAdminMessage(row!);
      row = await repository.setMessageStates(tx, id, states);
      await writeAudit(tx, actor, { action, entityType: ENTITY, entityId: id, before, after: toAdminMessage(row) });
    };
    const now = new Date();
    if (patch.read !== undefined && patch.read !== (row.readAt !== null)) {
      await change(patch.read ? 'mark_read' : 'mark_unread', { readAt: patch.read ? now : null });
    }
    if (patch.archived !== undefined && patch.archived !== (row.archivedAt !== null)) {
      await change(patch.archived ? 'archive' : 'unarchive', { archivedAt: patch.archived ? now : null });
    }
    return toAdminMessage(row);
  });
}
