// The ledger of money received (docs/payments.md, "The ledger") and the French documents it
// issues (docs/invoices.md): one row per paid payment, its invoice, and a credit note per refund.
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../lib/service-context.js';

export type PaymentKind = 'ad_access_payment' | 'ad_access_subscription' | 'bakery_month' | 'bakery_month_subscription';
export type PaymentMethod = 'carte' | 'prelevement' | 'gratuit' | 'simulation';

export type RecordPaymentInput = {
  userId: number;
  kind: PaymentKind;
  paymentSessionId?: number | null;
  subscriptionId?: number | null;
  boulangerieId?: number | null;
  bakeryName?: string | null;
  /** 'YYYY-MM-01' for a bakery month. */
  period?: string | null;
  serviceStart?: Date | null;
  serviceEnd?: Date | null;
  provider: string;
  providerPaymentId?: string | null;
  providerInvoiceId?: string | null;
  method: PaymentMethod;
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
  promoCodeId?: number | null;
  paidAt: Date;
};

export type LedgerContext = Pick<ServiceContext, 'config' | 'log'>;

/**
 * Records one paid payment and issues its invoice in the caller's transaction; idempotent on the
 * session / provider payment id / provider invoice id (returns the existing row).
 */
export async function recordPayment(_tx: Db, _ctx: LedgerContext, _input: RecordPaymentInput): Promise<{ paymentId: number; invoiceNumber: string; created: boolean }> {
  throw new Error('TODO: recordPayment');
}

/**
 * The provider's cumulative refunded total for a payment (Stripe's charge.amount_refunded):
 * idempotent and order-insensitive (only a higher total than recorded does anything); issues one
 * credit note (avoir) for the difference, referencing the invoice; when the payment is now fully
 * refunded, a refunded access ends now and a refunded bakery month is no longer paid.
 */
export async function applyRefundTotal(_tx: Db, _ctx: LedgerContext, _input: { paymentId: number; refundedTotalCents: number; at: Date }): Promise<{ creditNoteNumber: string | null }> {
  throw new Error('TODO: applyRefundTotal');
}

/** Finds the ledger row by provider payment reference (payment intent id) — for charge.* events. */
export async function findPaymentByProviderPayment(_tx: Db, _provider: string, _providerPaymentId: string): Promise<{ id: number; userId: number | null } | null> {
  throw new Error('TODO: findPaymentByProviderPayment');
}
