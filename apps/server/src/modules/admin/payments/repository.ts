// SQL of the payments as staff follow them: payment_sessions and subscription renewals with the
// account, the bakery and the promo code, filtered on the server. Days are Europe/Paris days,
// whatever the server's zone.
import type { ADMIN_PAYMENT_PURPOSES, ADMIN_PAYMENT_STATUSES } from '@fournil/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { bakeries, invoices, paymentSessions, payments, promoCodes, users } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll, sortOrder } from '../repository.js';

export type PaymentFilters = {
  q?: string | undefined;
  provider?: string | undefined;
  status?: (typeof ADMIN_PAYMENT_STATUSES)[number] | undefined;
  purpose?: (typeof ADMIN_PAYMENT_PURPOSES)[number] | undefined;
  /** 'YYYY-MM-DD': created on or after this Paris day… */
  from?: string | undefined;
  /** …and on or before this one. */
  to?: string | undefined;
};

/** Months at most in the totals: three years. */
export const TOTALS_MAX_MONTHS = 36;

export type AdminPaymentSource = 'session' | 'renewal';

export type AdminPaymentRow = {
  source: AdminPaymentSource;
  /** A session's id; a renewal's is its ledger row's, negative (as in the owner's list, payments/history.ts). */
  id: number;
  /** The recorded payment (ledger), if any: a session once paid, always a renewal. */
  ledgerId: number | null;
  provider: string;
  /** The checkout's reference, or a renewal's invoice at the provider (else its payment). */
  providerReference: string;
  status: string;
  purpose: string;
  amountCents: number;
  period: string | null;
  /** Null once the account is deleted (a renewal's ledger row stays, detached: decision 013). */
  userId: number | null;
  userEmail: string | null;
  bakeryId: number | null;
  bakeryNom: string | null;
  promoCode: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

// Both kinds of payments staff follow, as one subquery (docs/back-office.md, "Payments"): every
// checkout (payment_sessions, with its ledger row once paid) and every subscription renewal (a ledger
// row without a checkout, recorded from the provider's `invoice.paid`: paid when recorded, created =
// completed = paid_at). The filters, the sort, the paging and the totals run over the union.
const qb = new QueryBuilder();

const sessionBranch = qb
  .select({
    source: sql<AdminPaymentSource>`'session'::text`.as('source'),
    id: sql<number>`${paymentSessions.id}`.as('id'),
    ledgerId: sql<number | null>`${payments.id}`.as('ledger_id'),
    provider: sql<string>`${paymentSessions.provider}`.as('provider'),
    providerReference: sql<string>`${paymentSessions.providerSessionId}`.as('provider_reference'),
    status: sql<string>`${paymentSessions.status}`.as('status'),
    purpose: sql<string>`${paymentSessions.purpose}`.as('purpose'),
    amountCents: sql<number>`${paymentSessions.amountCents}`.as('amount_cents'),
    period: sql<string | null>`${paymentSessions.period}`.mapWith(paymentSessions.period).as('period'),
    userId: sql<number | null>`${users.id}`.as('user_id'),
    userEmail: sql<string | null>`${users.email}`.as('user_email'),
    bakeryId: sql<number | null>`${bakeries.id}`.as('bakery_id'),
    bakeryNom: sql<string | null>`${bakeries.nom}`.as('bakery_nom'),
    promoCode: sql<string | null>`${promoCodes.code}`.as('promo_code'),
    createdAt: sql<Date>`${paymentSessions.createdAt}`.mapWith(paymentSessions.createdAt).as('created_at'),
    completedAt: sql<Date | null>`${paymentSessions.completedAt}`.mapWith(paymentSessions.completedAt).as('completed_at'),
  })
  .from(paymentSessions)
  // The account always exists (cascade); the bakery and the code may be gone (set null).
  .innerJoin(users, eq(users.id, paymentSessions.userId))
  .leftJoin(bakeries, eq(bakeries.id, paymentSessions.boulangerieId))
  .leftJoin(promoCodes, eq(promoCodes.id, paymentSessions.promoCodeId))
  .leftJoin(payments, eq(payments.paymentSessionId, paymentSessions.id));

const renewalBranch = qb
  .select({
    source: sql<AdminPaymentSource>`'renewal'::text`,
    id: sql<number>`-${payments.id}`,
    ledgerId: sql<number | null>`${payments.id}`,
    provider: sql<string>`${payments.provider}`,
    providerReference: sql<string>`coalesce(${payments.providerInvoiceId}, ${payments.providerPaymentId}, '')`,
    status: sql<string>`'paid'::text`,
    purpose: sql<string>`${payments.kind}`,
    amountCents: sql<number>`${payments.amountCents}`,
    // Typed as the session branch's mapped columns (mapWith); AdminPaymentRow says what may be null.
    period: sql<string>`${payments.period}`,
    userId: sql<number | null>`${users.id}`,
    userEmail: sql<string | null>`${users.email}`,
    bakeryId: sql<number | null>`${bakeries.id}`,
    bakeryNom: sql<string | null>`${bakeries.nom}`,
    promoCode: sql<string | null>`${promoCodes.code}`,
    createdAt: sql<Date>`${payments.paidAt}`,
    completedAt: sql<Date>`${payments.paidAt}`,
  })
  .from(payments)
  .leftJoin(users, eq(users.id, payments.userId))
  .leftJoin(bakeries, eq(bakeries.id, payments.boulangerieId))
  .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
  .where(isNull(payments.paymentSessionId));

const all = sessionBranch.unionAll(renewalBranch).as('all_payments');

/** A field of the union, as an expression (the list helpers take columns or SQL). */
const field = (name: keyof typeof all._.selectedFields): SQL => sql`${all[name]}`;

const sortColumns = { created_at: field('createdAt'), amount_cents: field('amountCents'), completed_at: field('completedAt') };

/** Midnight at the start of a Paris day, as a timestamptz. */
const parisDayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Paris')`;

function filterCondition(filters: PaymentFilters): SQL | undefined {
  return and(
    filters.provider ? eq(all.provider, filters.provider) : undefined,
    filters.status ? eq(all.status, filters.status) : undefined,
    filters.purpose ? eq(all.purpose, filters.purpose) : undefined,
    filters.from ? gte(all.createdAt, parisDayStart(filters.from)) : undefined,
    filters.to ? lt(all.createdAt, parisDayStart(filters.to, 1)) : undefined,
    containsAny(filters.q, [field('userEmail'), field('providerReference'), field('promoCode'), field('bakeryNom')]),
  );
}

export async function findPaymentsPage(
  db: Db,
  query: PageRequest & PaymentFilters & { sort: string },
): Promise<{ count: number; rows: AdminPaymentRow[] }> {
  const where = filterCondition(query);
  const [total] = await db.select({ n: countAll }).from(all).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select()
    .from(all)
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, field('id')))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** At most `limit` rows in the list's order: the export asks one more than it may write, to know. */
export async function findPaymentsForExport(db: Db, filters: PaymentFilters & { sort: string }, limit: number): Promise<AdminPaymentRow[]> {
  return db
    .select()
    .from(all)
    .where(filterCondition(filters))
    .orderBy(...sortOrder(filters.sort, sortColumns, field('id')))
    .limit(limit);
}

/**
 * Paid amounts per Paris month of payment ('YYYY-MM'), newest first, TOTALS_MAX_MONTHS at most.
 * The filters are the list's (so `from`/`to` bound the creation day); only paid sessions count, and
 * every renewal (paid when recorded).
 */
export async function findPaidTotals(db: Db, filters: PaymentFilters): Promise<{ month: string; paidCents: number; paidCount: number }[]> {
  const month = sql<string>`to_char(date_trunc('month', coalesce(${all.completedAt}, ${all.createdAt}) AT TIME ZONE 'Europe/Paris'), 'YYYY-MM')`;
  return db
    .select({ month, paidCents: sql<number>`sum(${all.amountCents})::bigint`.mapWith(Number), paidCount: countAll })
    .from(all)
    .where(and(filterCondition(filters), eq(all.status, 'paid')))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`))
    .limit(TOTALS_MAX_MONTHS);
}

// ---------------------------------------------------------------- the ledger (payments) and its documents

const ledgerColumns = {
  id: payments.id,
  paymentSessionId: payments.paymentSessionId,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  method: payments.method,
  amountCents: payments.amountCents,
  refundedCents: payments.refundedCents,
  refundedAt: payments.refundedAt,
  disputedAt: payments.disputedAt,
};

export type LedgerPaymentRow = {
  id: number;
  paymentSessionId: number | null;
  provider: string;
  providerPaymentId: string | null;
  method: string;
  amountCents: number;
  refundedCents: number;
  refundedAt: Date | null;
  disputedAt: Date | null;
};

export type PaymentDocumentRow = { paymentId: number; number: string; type: string; issuedAt: Date; totalTtcCents: number };

/** These recorded payments (the ledger ids of a page of the list). */
export async function findLedgerPayments(db: Db, ids: number[]): Promise<LedgerPaymentRow[]> {
  if (ids.length === 0) return [];
  return db.select(ledgerColumns).from(payments).where(inArray(payments.id, ids));
}

export async function findLedgerPayment(db: Db, id: number): Promise<LedgerPaymentRow | undefined> {
  const rows = await db.select(ledgerColumns).from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0];
}

/**
 * The payment row locked until the transaction ends: a second refund of the same payment (a double
 * click, another staff member) waits here and then reads what the first one recorded.
 */
export async function lockLedgerPayment(tx: Db, id: number): Promise<LedgerPaymentRow | undefined> {
  const rows = await tx.select(ledgerColumns).from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return rows[0];
}

/** The invoices and credit notes of these payments, oldest first (the invoice comes before its credit notes). */
export async function findDocumentsOfPayments(db: Db, paymentIds: number[]): Promise<PaymentDocumentRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: invoices.paymentId,
      number: invoices.number,
      type: invoices.type,
      issuedAt: invoices.issuedAt,
      totalTtcCents: invoices.totalTtcCents,
    })
    .from(invoices)
    .where(inArray(invoices.paymentId, paymentIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}
