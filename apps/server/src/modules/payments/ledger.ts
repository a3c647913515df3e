// The ledger of money received (docs/payments.md, "The ledger") and the French documents it
// issues (docs/invoices.md): one row per paid payment, its invoice, and a credit note per refund.
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../service-context.js';
import { issueCreditNote, issueInvoice } from '../invoices/issue-document.js';
import * as invoices from '../invoices/repository.js';
import * as ledgerRepository from './ledger-repository.js';
import { settleCoveredRefunds } from './refund-requests-repository.js';

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
export async function recordPayment(
  tx: Db,
  ctx: LedgerContext,
  input: RecordPaymentInput,
): Promise<{ paymentId: number; invoiceNumber: string; created: boolean }> {
  const keys = {
    paymentSessionId: input.paymentSessionId ?? null,
    provider: input.provider,
    providerPaymentId: input.providerPaymentId ?? null,
    providerInvoiceId: input.providerInvoiceId ?? null,
  };
  const inserted = await ledgerRepository.insertLedgerPayment(tx, {
    userId: input.userId,
    kind: input.kind,
    ...keys,
    subscriptionId: input.subscriptionId ?? null,
    boulangerieId: input.boulangerieId ?? null,
    bakeryName: input.bakeryName ?? null,
    period: input.period ?? null,
    serviceStart: input.serviceStart ?? null,
    serviceEnd: input.serviceEnd ?? null,
    method: input.method,
    listPriceCents: input.listPriceCents,
    discountCents: input.discountCents,
    amountCents: input.amountCents,
    promoCodeId: input.promoCodeId ?? null,
    paidAt: input.paidAt,
  });
  const payment = inserted ?? (await ledgerRepository.findLedgerPaymentByKeys(tx, keys));
  if (!payment) throw new Error('payment neither recorded nor found');
  // A payment recorded before invoices existed (migration 0010) gets its invoice the first time it is seen.
  const invoice = (await invoices.findInvoiceOfPayment(tx, payment.id)) ?? (await issueInvoice(tx, ctx.config, payment, input.paidAt));
  if (inserted) ctx.log.info({ paymentId: payment.id, invoice: invoice.number }, 'payment recorded and invoiced');
  return { paymentId: payment.id, invoiceNumber: invoice.number, created: inserted !== undefined };
}

/**
 * The provider's cumulative refunded total for a payment (Stripe's charge.amount_refunded):
 * idempotent and order-insensitive (only a higher total than recorded does anything); issues one
 * credit note (avoir) for the difference, referencing the invoice; when the payment is now fully
 * refunded, a refunded access ends now and a refunded bakery month is no longer paid
 * (docs/payments.md, "Refunds"; docs/invoices.md, "Credit notes"). The refunds staff asked that the
 * new total covers are settled with that credit note, whichever comes first: the provider's answer
 * or its event (docs/payments.md, "Staff refunds").
 */
export async function applyRefundTotal(
  tx: Db,
  ctx: LedgerContext,
  input: { paymentId: number; refundedTotalCents: number; at: Date },
): Promise<{ creditNoteNumber: string | null }> {
  // The lock queues concurrent refunds of one payment: each then reads the total the previous one wrote.
  const payment = await ledgerRepository.lockLedgerPayment(tx, input.paymentId);
  if (!payment) return { creditNoteNumber: null };
  let total = input.refundedTotalCents;
  if (total > payment.amountCents) {
    ctx.log.warn(
      { paymentId: payment.id, refundedTotalCents: total, amountCents: payment.amountCents },
      'refund total above the amount paid: capped',
    );
    total = payment.amountCents;
  }
  if (total <= payment.refundedCents) return { creditNoteNumber: null };
  if (!(await ledgerRepository.raiseRefundedTotal(tx, payment.id, total, input.at))) return { creditNoteNumber: null };
  const invoice = (await invoices.findInvoiceOfPayment(tx, payment.id)) ?? (await issueInvoice(tx, ctx.config, payment, payment.paidAt));
  const creditNote = await issueCreditNote(tx, ctx.config, payment, invoice, total - payment.refundedCents, input.at);
  await settleCoveredRefunds(tx, { paymentId: payment.id, refundedTotalCents: total, creditNoteId: creditNote.id, at: input.at });
  if (total === payment.amountCents) {
    await ledgerRepository.endPaymentGrantsAt(tx, payment.id, input.at);
    await ledgerRepository.unpayPaymentMonths(tx, payment.id);
  }
  ctx.log.info({ paymentId: payment.id, creditNote: creditNote.number, refundedTotalCents: total }, 'refund recorded');
  return { creditNoteNumber: creditNote.number };
}

/** Finds the ledger row by provider payment reference (payment intent id) — for charge.* events. */
export async function findPaymentByProviderPayment(
  tx: Db,
  provider: string,
  providerPaymentId: string,
): Promise<{ id: number; userId: number | null } | null> {
  return (await ledgerRepository.findLedgerPaymentByProviderPayment(tx, provider, providerPaymentId)) ?? null;
}
