// The refunds staff ask from the back-office (docs/payments.md, "Staff refunds"): one row per refund
// asked, written before the provider is called, so that the call happens outside any transaction and
// a second click, a second staff member or a crash in between can never refund the same money twice.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { invoices } from './invoices.js';
import { payments } from './payments.js';

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** The payment's refunded total when asked: the refund is done once the ledger reaches this + amount. */
    refundedBeforeCents: integer('refunded_before_cents').notNull(),
    /** Sent with every call for this refund (Stripe's Idempotency-Key): the provider refunds it once. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    /** 'requested' (asked, not settled yet), 'refunded' or 'failed' (the provider refused: nothing moved). */
    status: varchar('status', { length: 20 }).notNull().default('requested'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider call under way started; null once an attempt ended without an answer. */
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    /** The provider's refund, once its answer is recorded (the audit entry is written then, once). */
    providerRefundId: varchar('provider_refund_id', { length: 255 }),
    /** The credit note issued when the ledger reached this refund's total. */
    creditNoteId: integer('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refund_requests_payment_idx').on(t.paymentId),
    // One refund under way per payment: the next one is asked once this one is settled.
    uniqueIndex('refund_requests_one_pending')
      .on(t.paymentId)
      .where(sql`${t.status} = 'requested'`),
    check('refund_requests_status_values', sql`${t.status} IN ('requested', 'refunded', 'failed')`),
    check('refund_requests_amounts', sql`${t.amountCents} > 0 AND ${t.refundedBeforeCents} >= 0`),
    check('refund_requests_settled_whole', sql`(${t.status} = 'requested') = (${t.settledAt} IS NULL)`),
    check('refund_requests_answer_refunded', sql`${t.providerRefundId} IS NULL OR ${t.status} = 'refunded'`),
  ],
);
