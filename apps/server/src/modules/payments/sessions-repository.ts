// SQL of payment sessions (one checkout each), the provider events already handled, and who a
// session is for (docs/payments.md). "Exactly once" is a conditional UPDATE or a unique index, never a read then a write.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, paymentSessions, processedProviderEvents, users } from '../../db/schema/index.js';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

export type PaymentSessionInsert = typeof paymentSessions.$inferInsert;

export type PaymentPurpose = PaymentSessionRow['purpose'];

export async function insertSession(db: Db, values: PaymentSessionInsert): Promise<PaymentSessionRow> {
  const [row] = await db.insert(paymentSessions).values(values).returning();
  return row!;
}

export async function findSessionByProviderId(db: Db, providerSessionId: string): Promise<PaymentSessionRow | undefined> {
  const rows = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, providerSessionId)).limit(1);
  return rows[0];
}

/**
 * pending → paid, once: of concurrent callers (webhook, status check, `Payer`) exactly one gets
 * the row back, the others wait for its commit and then find it no longer pending.
 */
export async function markSessionPaid(
  db: Db,
  providerSessionId: string,
  subscriptionId: string | null,
  now: Date,
): Promise<PaymentSessionRow | undefined> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: 'paid', completedAt: now, ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}) })
    .where(and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.status, 'pending')))
    .returning();
  return rows[0];
}

/** pending → canceled/expired/failed; a paid session never goes back. */
export async function closePendingSession(
  db: Db,
  providerSessionId: string,
  status: 'canceled' | 'expired' | 'failed',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status, completedAt: now })
    .where(and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.status, 'pending')))
    .returning({ id: paymentSessions.id });
  return rows.length === 1;
}

/** true the first time an event id is seen; in the transaction of the event's effect. */
export async function recordProviderEvent(db: Db, provider: string, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedProviderEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedProviderEvents.eventId });
  return rows.length === 1;
}

export async function findUserContact(db: Db, userId: number): Promise<{ email: string; username: string } | undefined> {
  const rows = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function findBakeryName(db: Db, bakeryId: number): Promise<string | undefined> {
  const rows = await db.select({ nom: bakeries.nom }).from(bakeries).where(eq(bakeries.id, bakeryId)).limit(1);
  return rows[0]?.nom;
}

export type PaymentListRow = PaymentSessionRow & { bakeryName: string | null };

/** The owner's payments, newest first (documented limit: the latest 200). */
export async function listUserSessions(db: Db, userId: number): Promise<PaymentListRow[]> {
  const rows = await db
    .select({ session: paymentSessions, bakeryName: bakeries.nom })
    .from(paymentSessions)
    .leftJoin(bakeries, eq(bakeries.id, paymentSessions.boulangerieId))
    .where(eq(paymentSessions.userId, userId))
    .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id))
    .limit(200);
  return rows.map((row) => ({ ...row.session, bakeryName: row.bakeryName }));
}
