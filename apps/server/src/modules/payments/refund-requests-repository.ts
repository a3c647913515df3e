// SQL of the refunds staff ask (docs/payments.md, "Staff refunds"): the row written before the
// provider is called, its attempts, and its settlement when the ledger reaches its total.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, refundRequests } from '../../db/schema/index.js';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/** The refund of this payment still under way (one at most: a partial unique index). */
export async function findPendingRefund(db: Db, paymentId: number): Promise<RefundRequestRow | undefined> {
  const rows = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), eq(refundRequests.status, 'requested')))
    .limit(1);
  return rows[0];
}

/** Undefined when another refund of the payment is already under way (the partial unique index). */
export async function insertRefundRequest(
  db: Db,
  values: Pick<RefundRequestRow, 'paymentId' | 'amountCents' | 'refundedBeforeCents' | 'idempotencyKey' | 'requestedBy' | 'requestedAt'>,
): Promise<RefundRequestRow | undefined> {
  const rows = await db
    .insert(refundRequests)
    .values({ ...values, callStartedAt: values.requestedAt })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** A new attempt of a refund still under way starts now. */
export async function startRefundCall(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(refundRequests)
    .set({ callStartedAt: at })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'requested')));
}

/** The attempt ended without an answer: the refund stays asked, and may be tried again at once. */
export async function endRefundCall(db: Db, id: number): Promise<void> {
  await db
    .update(refundRequests)
    .set({ callStartedAt: null })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'requested')));
}

/** The provider refused: nothing moved, the payment may be refunded again. */
export async function markRefundFailed(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(refundRequests)
    .set({ status: 'failed', callStartedAt: null, settledAt: at })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'requested')));
}

/**
 * The payment's refunded total reached `refundedTotalCents`: every refund asked that it covers is
 * done, with the credit note issued for it (in the transaction that raised the total).
 */
export async function settleCoveredRefunds(
  db: Db,
  input: { paymentId: number; refundedTotalCents: number; creditNoteId: number; at: Date },
): Promise<void> {
  await db
    .update(refundRequests)
    .set({ status: 'refunded', callStartedAt: null, creditNoteId: input.creditNoteId, settledAt: input.at })
    .where(
      and(
        eq(refundRequests.paymentId, input.paymentId),
        eq(refundRequests.status, 'requested'),
        lte(sql`${refundRequests.refundedBeforeCents} + ${refundRequests.amountCents}`, input.refundedTotalCents),
      ),
    );
}

/**
 * The provider's answer, recorded once per refund (false when it already was: a repeated answer).
 * The refund must be settled already (by the ledger, in the same transaction or by the provider's event).
 */
export async function recordRefundAnswer(db: Db, id: number, providerRefundId: string): Promise<boolean> {
  const rows = await db
    .update(refundRequests)
    .set({ providerRefundId })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'refunded'), sql`${refundRequests.providerRefundId} IS NULL`))
    .returning({ id: refundRequests.id });
  return rows.length === 1;
}

/** The refund as it stands, with the number of its credit note once issued. */
export async function findRefundRequest(db: Db, id: number): Promise<(RefundRequestRow & { creditNoteNumber: string | null }) | undefined> {
  const rows = await db
    .select({ request: refundRequests, creditNoteNumber: invoices.number })
    .from(refundRequests)
    .leftJoin(invoices, eq(invoices.id, refundRequests.creditNoteId))
    .where(eq(refundRequests.id, id));
  const row = rows[0];
  return row && { ...row.request, creditNoteNumber: row.creditNoteNumber };
}
