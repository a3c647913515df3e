// Issues the invoice of a payment and the credit note of a refund (docs/invoices.md), in the
// transaction that records the payment or the refund: the number is taken there, and the document
// keeps a snapshot of the seller, the buyer and the lines, so it never changes afterwards.
import {
  STANDARD_VAT_RATE_BASIS_POINTS,
  formatInvoiceNumber,
  formatMonthFr,
  parisWallTime,
  splitPriceIncludingVat,
  type TInvoiceType,
} from '@fournil/shared';
import type { Config } from '../../config/index.js';
import type { Db } from '../../db/client.js';
import { accessPeriod, ledgerProductName } from './invoice-texts.js';
import * as repository from './repository.js';
import type { InvoicedPayment, InvoiceLine, InvoiceParty, InvoiceRow } from './repository.js';

/** The seller block, from the configuration (SELLER_*). */
export function sellerParty(config: Pick<Config, 'seller'>): InvoiceParty {
  return {
    name: config.seller.name,
    address: config.seller.address,
    siren: config.seller.siren,
    vatNumber: config.seller.vatNumber ?? null,
  };
}

/** 20 % when the seller has a VAT number; otherwise not subject to VAT (art. 293 B du CGI, docs/invoices.md). */
export function vatRateOf(config: Pick<Config, 'seller'>): number {
  return config.seller.vatNumber ? STANDARD_VAT_RATE_BASIS_POINTS : 0;
}

async function buyerParty(tx: Db, userId: number | null): Promise<InvoiceParty> {
  const profile = userId === null ? undefined : await repository.findBuyerProfile(tx, userId);
  if (!profile) return { name: 'Compte supprimé', address: '', siren: null };
  const town = [profile.codePostal, profile.commune].filter(Boolean).join(' ');
  // The client is the company the SIREN register named at verification; without one (a unit whose
  // names are not public), the account's name as before (docs/invoices.md, "The buyer").
  const name = profile.companyName ?? profile.username;
  return { name, address: [profile.adresse, town].filter(Boolean).join(', '), siren: profile.siren };
}

function periodOf(payment: InvoicedPayment): string | null {
  if (payment.period) return formatMonthFr(payment.period);
  if (payment.serviceStart && payment.serviceEnd) return accessPeriod(payment.serviceStart, payment.serviceEnd);
  return null;
}

function line(label: string, period: string | null, ttcCents: number, vatRate: number): InvoiceLine {
  const { htCents, vatCents } = splitPriceIncludingVat(ttcCents, vatRate);
  return { label, period, amountHtCents: htCents, vatCents, amountTtcCents: ttcCents };
}

/**
 * Prices are TTC (docs/invoices.md, "VAT"): the total is split once, the list price line too, and
 * the discount line is the difference, so the lines always add up to the totals.
 */
function invoiceLines(payment: InvoicedPayment, vatRate: number): { lines: InvoiceLine[]; htCents: number; vatCents: number } {
  const total = splitPriceIncludingVat(payment.amountCents, vatRate);
  const product = line(ledgerProductName(payment.kind, payment.bakeryName), periodOf(payment), payment.listPriceCents, vatRate);
  const lines = [product];
  if (payment.discountCents > 0) {
    lines.push({
      label: 'Remise (code promo)',
      period: null,
      amountHtCents: total.htCents - product.amountHtCents,
      vatCents: total.vatCents - product.vatCents,
      amountTtcCents: -payment.discountCents,
    });
  }
  return { lines, htCents: total.htCents, vatCents: total.vatCents };
}

async function numberFor(tx: Db, type: TInvoiceType, issuedAt: Date) {
  const series = type === 'facture' ? 'F' : 'A';
  // The year of issue is the Paris calendar year (a payment at 00:30 on 1 January, Paris, is next year's).
  const year = parisWallTime(issuedAt).year;
  const sequence = await repository.takeNextSequence(tx, series, year);
  return { series, year, sequence, number: formatInvoiceNumber(type, year, sequence) };
}

/** The invoice of a payment, issued at `issuedAt` with the next F number of that year. */
export async function issueInvoice(tx: Db, config: Pick<Config, 'seller'>, payment: InvoicedPayment, issuedAt: Date): Promise<InvoiceRow> {
  const vatRate = vatRateOf(config);
  const { lines, htCents, vatCents } = invoiceLines(payment, vatRate);
  return repository.insertInvoice(tx, {
    ...(await numberFor(tx, 'facture', issuedAt)),
    type: 'facture',
    paymentId: payment.id,
    creditedInvoiceId: null,
    userId: payment.userId,
    issuedAt,
    seller: sellerParty(config),
    buyer: await buyerParty(tx, payment.userId),
    lines,
    vatRateBasisPoints: vatRate,
    totalHtCents: htCents,
    totalVatCents: vatCents,
    totalTtcCents: payment.amountCents,
    paymentDate: payment.paidAt,
    paymentMethod: payment.method,
  });
}

/**
 * A credit note for `amountCents` of a payment (docs/invoices.md, "Credit notes"): it names the
 * invoice it credits and keeps that invoice's VAT rate; amounts are what is given back (positive).
 */
export async function issueCreditNote(
  tx: Db,
  config: Pick<Config, 'seller'>,
  payment: InvoicedPayment,
  invoice: InvoiceRow,
  amountCents: number,
  issuedAt: Date,
): Promise<InvoiceRow> {
  const vatRate = invoice.vatRateBasisPoints;
  const refund = line(
    `Remboursement — ${ledgerProductName(payment.kind, payment.bakeryName)} (facture ${invoice.number})`,
    periodOf(payment),
    amountCents,
    vatRate,
  );
  return repository.insertInvoice(tx, {
    ...(await numberFor(tx, 'avoir', issuedAt)),
    type: 'avoir',
    paymentId: payment.id,
    creditedInvoiceId: invoice.id,
    userId: payment.userId,
    issuedAt,
    seller: sellerParty(config),
    buyer: invoice.buyer,
    lines: [refund],
    vatRateBasisPoints: vatRate,
    totalHtCents: refund.amountHtCents,
    totalVatCents: refund.vatCents,
    totalTtcCents: amountCents,
    paymentDate: issuedAt,
    paymentMethod: payment.method,
  });
}
