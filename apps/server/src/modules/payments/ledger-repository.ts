// SQL of the ledger (docs/payments.md, "The ledger"): one row per payment received, its refunds and
// disputes, and the grants and months it paid for. Unique indexes make a second recording insert nothing.
import { and, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adAccessGrants, bakeryMonthlyPayments, payments } from '../../db/schema/index.js';

/**
 * A subscription checkout's payment is recorded under the checkout's reference, its first invoice
 * (Stripe gives no payment intent at completion): when that invoice's event names its payment intent,
 * the ledger row takes it, so that the charge's refund or dispute finds it. Once: a row that already
 * has an invoice id is left alone.
 */
export async function attachInvoicePaymentIntent(db: Db, provider: string, invoiceId: string, paymentIntentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ providerPaymentId: paymentIntentId, providerInvoiceId: invoiceId })
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, invoiceId), isNull(payments.providerInvoiceId)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export type DisputedPayment = {
  id: number;
  userId: number | null;
  kind: string;
  bakeryName: string | null;
  period: string | null;
  amountCents: number;
};

/** Flags a payment as disputed, once: false when it already was (a second dispute event changes nothing). */
export async function flagPaymentDisputed(db: Db, paymentId: number, disputeId: string, at: Date): Promise<DisputedPayment | undefined> {
  const rows = await db
    .update(payments)
    .set({ disputedAt: at, providerDisputeId: disputeId })
    .where(and(eq(payments.id, paymentId), isNull(payments.disputedAt)))
    .returning({
      id: payments.id,
      userId: payments.userId,
      kind: payments.kind,
      bakeryName: payments.bakeryName,
      period: payments.period,
      amountCents: payments.amountCents,
    });
  return rows[0];
}

export type LedgerPaymentRow = typeof payments.$inferSelect;

export type LedgerPaymentInsert = typeof payments.$inferInsert;

/**
 * One row per payment: the unique indexes on the session, the provider payment and the provider
 * invoice make a second recording (concurrent or not) insert nothing; undefined then.
 */
export async function insertLedgerPayment(db: Db, values: LedgerPaymentInsert): Promise<LedgerPaymentRow | undefined> {
  const rows = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** The payment already recorded under one of the keys a new one would take. */
export async function findLedgerPaymentByKeys(
  db: Db,
  keys: { paymentSessionId: number | null; provider: string; providerPaymentId: string | null; providerInvoiceId: string | null },
): Promise<LedgerPaymentRow | undefined> {
  const matches: SQL[] = [];
  if (keys.paymentSessionId !== null) matches.push(eq(payments.paymentSessionId, keys.paymentSessionId));
  if (keys.providerPaymentId !== null)
    matches.push(and(eq(payments.provider, keys.provider), eq(payments.providerPaymentId, keys.providerPaymentId))!);
  if (keys.providerInvoiceId !== null)
    matches.push(and(eq(payments.provider, keys.provider), eq(payments.providerInvoiceId, keys.providerInvoiceId))!);
  if (matches.length === 0) return undefined;
  const rows = await db
    .select()
    .from(payments)
    .where(or(...matches))
    .orderBy(payments.id)
    .limit(1);
  return rows[0];
}

export async function findLedgerPaymentByProviderPayment(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<{ id: number; userId: number | null } | undefined> {
  const rows = await db
    .select({ id: payments.id, userId: payments.userId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return rows[0];
}

/** The payment, locked until the caller's transaction ends: refunds of one payment queue up. */
export async function lockLedgerPayment(db: Db, paymentId: number): Promise<LedgerPaymentRow | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  return rows[0];
}

/** Only a higher cumulative total moves the refunded amount: false when nothing changed. */
export async function raiseRefundedTotal(db: Db, paymentId: number, refundedTotalCents: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundedCents: refundedTotalCents, refundedAt: at })
    .where(and(eq(payments.id, paymentId), lt(payments.refundedCents, refundedTotalCents)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The grant of a session or of a renewal, linked to the payment that bought it. */
export async function linkGrantToPayment(
  db: Db,
  where: { paymentSessionId: number } | { grantId: number },
  paymentId: number,
): Promise<void> {
  await db
    .update(adAccessGrants)
    .set({ paymentId })
    .where(
      and(
        'grantId' in where ? eq(adAccessGrants.id, where.grantId) : eq(adAccessGrants.paymentSessionId, where.paymentSessionId),
        isNull(adAccessGrants.paymentId),
      ),
    );
}

export async function linkMonthlyPaymentToPayment(db: Db, paymentSessionId: number, paymentId: number): Promise<void> {
  await db
    .update(bakeryMonthlyPayments)
    .set({ paymentId })
    .where(and(eq(bakeryMonthlyPayments.paymentSessionId, paymentSessionId), isNull(bakeryMonthlyPayments.paymentId)));
}

/** A renewal's grant: the one of this subscription for exactly this period. */
export async function findRenewalGrant(db: Db, subscriptionId: number, startsAt: Date, endsAt: Date): Promise<number | undefined> {
  const rows = await db
    .select({ id: adAccessGrants.id })
    .from(adAccessGrants)
    .where(
      and(
        eq(adAccessGrants.subscriptionId, subscriptionId),
        eq(adAccessGrants.startsAt, startsAt),
        eq(adAccessGrants.endsAt, endsAt),
        isNull(adAccessGrants.paymentId),
      ),
    )
    .orderBy(desc(adAccessGrants.id))
    .limit(1);
  return rows[0]?.id;
}

/**
 * A fully refunded access ends at `at` (docs/payments.md, "Refunds"): a span not begun yet is
 * void, a running one stops now.
 */
export async function endPaymentGrantsAt(db: Db, paymentId: number, at: Date): Promise<void> {
  await db.delete(adAccessGrants).where(and(eq(adAccessGrants.paymentId, paymentId), gte(adAccessGrants.startsAt, at)));
  await db
    .update(adAccessGrants)
    .set({ endsAt: at })
    .where(and(eq(adAccessGrants.paymentId, paymentId), gt(adAccessGrants.endsAt, at)));
}

/** A fully refunded month is no longer paid: `paidMonth` reads only status 'paid'. */
export async function unpayPaymentMonths(db: Db, paymentId: number): Promise<void> {
  await db
    .update(bakeryMonthlyPayments)
    .set({ status: 'refunded' })
    .where(and(eq(bakeryMonthlyPayments.paymentId, paymentId), eq(bakeryMonthlyPayments.status, 'paid')));
}

/** The ledger rows of these sessions (the owner's history). */
export async function findLedgerPaymentsBySessions(db: Db, sessionIds: number[]): Promise<LedgerPaymentRow[]> {
  if (sessionIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.paymentSessionId, sessionIds));
}

/** The user's payments without a session: subscription renewals, newest first (the latest 200). */
export async function listUserRenewals(db: Db, userId: number): Promise<LedgerPaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), isNull(payments.paymentSessionId)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(200);
}
