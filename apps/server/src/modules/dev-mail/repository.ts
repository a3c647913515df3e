// The dev mailbox's one query: the latest outbox mails, optionally to one address.
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export async function findLatestMails(
  db: Db,
  query: { to: string | undefined; limit: number },
): Promise<(typeof mailOutbox.$inferSelect)[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(query.to ? sql`lower(${mailOutbox.toAddress}) = lower(${query.to})` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit);
}
