// SQL of the staff inbox: the contact messages (modules/contact writes them) and their read and
// archived states.
import type { ADMIN_MESSAGE_STATUSES } from '@fournil/shared';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { contactMessages } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll } from '../repository.js';

export type MessageStatus = (typeof ADMIN_MESSAGE_STATUSES)[number];

export type MessageRow = typeof contactMessages.$inferSelect;

/** unread: neither read nor archived; read: read, not archived; archived: archived, read or not. */
function statusCondition(status: MessageStatus): SQL | undefined {
  switch (status) {
    case 'unread':
      return and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt));
    case 'read':
      return and(isNotNull(contactMessages.readAt), isNull(contactMessages.archivedAt));
    case 'archived':
      return isNotNull(contactMessages.archivedAt);
    case 'all':
      return undefined;
  }
}

/** Newest first. */
export async function findMessagesPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; status: MessageStatus },
): Promise<{ count: number; rows: MessageRow[] }> {
  const where = and(
    statusCondition(query.status),
    containsAny(query.q, [contactMessages.name, contactMessages.email, contactMessages.subject]),
  );
  const [total] = await db.select({ n: countAll }).from(contactMessages).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function findMessage(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<MessageRow | undefined> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function setMessageStates(
  db: Db,
  id: number,
  states: { readAt?: Date | null; archivedAt?: Date | null },
): Promise<MessageRow> {
  const [row] = await db.update(contactMessages).set(states).where(eq(contactMessages.id, id)).returning();
  return row!;
}
