// SQL of the mail outbox: a queued mail and its wake-up call (outbox.ts), and the delivery worker's
// claims, leases and outcomes (worker.ts). Every write after a claim is fenced by that claim.
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { OutboxHealth } from '../../plugins/metrics.js';

export type MailRow = typeof mailOutbox.$inferSelect;

/** Queues one mail; the NOTIFY is delivered on commit to every instance's worker (LISTEN). */
export async function insertMail(db: Db, values: typeof mailOutbox.$inferInsert, channel: string): Promise<void> {
  await db.insert(mailOutbox).values(values);
  await db.execute(sql`SELECT pg_notify(${channel}, '')`);
}

/** Claims up to `batchSize` due mails, skipping those another worker holds, and leases them for `leaseMs`. */
export async function claimDueMails(db: Db, batchSize: number, leaseMs: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** This claim of the mail, and no later one by another worker. */
const isOurClaim = (mail: Pick<MailRow, 'id' | 'attempts'>) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, mail.attempts));

/** A fresh lease for the send about to start; false when another worker has claimed the mail since. */
export async function renewLease(db: Db, mail: Pick<MailRow, 'id' | 'attempts'>, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(isOurClaim(mail))
    .returning({ id: mailOutbox.id });
  return renewed.length === 1;
}

/** Sent; with `scrubbedBody`, the body is blanked at the same time. */
export async function markSent(db: Db, mail: Pick<MailRow, 'id' | 'attempts'>, scrubbedBody: string | undefined): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lastError: null,
      ...(scrubbedBody !== undefined ? { textBody: scrubbedBody, htmlBody: `<p>${scrubbedBody}</p>` } : {}),
    })
    .where(isOurClaim(mail));
}

export async function markFailed(db: Db, mail: Pick<MailRow, 'id' | 'attempts'>, lastError: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError }).where(isOurClaim(mail));
}

export async function scheduleRetry(db: Db, mail: Pick<MailRow, 'id' | 'attempts'>, lastError: string, delayMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(isOurClaim(mail));
}

/** When the next pending mail is due, if any. */
export async function findNextDueAt(db: Db): Promise<Date | string | null | undefined> {
  const [row] = await db
    .select({ next: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row?.next;
}

/** What the metrics show of the outbox (plugins/metrics.ts): waiting mails, the oldest one's age, abandoned ones. */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'pending')::int`,
      oldestPendingSeconds: sql<
        number | null
      >`extract(epoch FROM now() - min(${mailOutbox.createdAt}) FILTER (WHERE ${mailOutbox.status} = 'pending'))::float8`,
      failed: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'failed')::int`,
    })
    .from(mailOutbox);
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds:
      row?.oldestPendingSeconds === null || row?.oldestPendingSeconds === undefined ? null : Number(row.oldestPendingSeconds),
    failed: Number(row?.failed ?? 0),
  };
}
