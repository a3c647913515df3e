// SQL of the payments as staff follow them: payment_sessions with the account, the bakery and the
// promo code, filtered on the server. Days are Europe/Paris days, whatever the server's zone.
import type { ADMIN_PAYMENT_PURPOSES, ADMIN_PAYMENT_STATUSES } from '@fournil/shared';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
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

const adminPaymentColumns = {
  id: paymentSessions.id,
  provider: paymentSessions.provider,
  providerSessionId: paymentSessions.providerSessionId,
  status: paymentSessions.status,
  purpose: paymentSessions.purpose,
  amountCents: paymentSessions.amountCents,
  period: paymentSessions.period,
  userId: users.id,
  userEmail: users.email,
  bakeryId: bakeries.id,
  bakeryNom: bakeries.nom,
  promoCode: promoCodes.code,
  createdAt: paymentSessions.createdAt,
  completedAt: paymentSessions.completedAt,
};

export type AdminPaymentRow = {
  id: number;
  provider: string;
  providerSessionId: string;
  status: string;
  purpose: string;
  amountCents: number;
  period: string | null;
  userId: number;
  userEmail: string;
  bakeryId: number | null;
  bakeryNom: string | null;
  promoCode: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

const sortColumns = { created_at: paymentSessions.createdAt, amount_cents: paymentSessions.amountCents, completed_at: paymentSessions.completedAt };

/** Midnight at the start of a Paris day, as a timestamptz. */
const parisDayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Paris')`;

function filterCondition(filters: PaymentFilters): SQL | undefined {
  return and(
    filters.provider ? eq(paymentSessions.provider, filters.provider) : undefined,
    filters.status ? eq(paymentSessions.status, filters.status) : undefined,
    filters.purpose ? eq(paymentSessions.purpose, filters.purpose) : undefined,
    filters.from ? gte(paymentSessions.createdAt, parisDayStart(filters.from)) : undefined,
    filters.to ? lt(paymentSessions.createdAt, parisDayStart(filters.to, 1)) : undefined,
    containsAny(filters.q, [users.email, paymentSessions.providerSessionId, promoCodes.code, bakeries.nom]),
  );
}

// The joins of every payments query: the account always exists (cascade), the bakery and the
// code may be gone (set null).
const ofUser = eq(users.id, paymentSessions.userId);
const ofBakery = eq(bakeries.id, paymentSessions.boulangerieId);
const ofPromo = eq(promoCodes.id, paymentSessions.promoCodeId);

export async function findPaymentsPage(db: Db, query: PageRequest & PaymentFilters & { sort: string }): Promise<{ count: number; rows: AdminPaymentRow[] }> {
  const where = filterCondition(query);
  const [total] = await db
    .select({ n: countAll })
    .from(paymentSessions)
    .innerJoin(users, ofUser)
    .leftJoin(bakeries, ofBakery)
    .leftJoin(promoCodes, ofPromo)
    .where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select(adminPaymentColumns)
    .from(paymentSessions)
    .innerJoin(users, ofUser)
    .leftJoin(bakeries, ofBakery)
    .leftJoin(promoCodes, ofPromo)
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, paymentSessions.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** At most `limit` rows in the list's order: the export asks one more than it may write, to know. */
export async function findPaymentsForExport(db: Db, filters: PaymentFilters & { sort: string }, limit: number): Promise<AdminPaymentRow[]> {
  return db
    .select(adminPaymentColumns)
    .from(paymentSessions)
    .innerJoin(users, ofUser)
    .leftJoin(bakeries, ofBakery)
    .leftJoin(promoCodes, ofPromo)
    .where(filterCondition(filters))
    .orderBy(...sortOrder(filters.sort, sortColumns, paymentSessions.id))
    .limit(limit);
}

/**
 * Paid amounts per Paris month of payment ('YYYY-MM'), newest first, TOTALS_MAX_MONTHS at most.
 * The filters are the list's (so `from`/`to` bound the creation day); only paid sessions count.
 */
export async function findPaidTotals(db: Db, filters: PaymentFilters): Promise<{ month: string; paidCents: number; paidCount: number }[]> {
  const month = sql<string>`to_char(date_trunc('month', coalesce(${paymentSessions.completedAt}, ${paymentSessions.createdAt}) AT TIME ZONE 'Europe/Paris'), 'YYYY-MM')`;
  return db
    .select({ month, paidCents: sql<number>`sum(${paymentSessions.amountCents})::bigint`.mapWith(Number), paidCount: countAll })
    .from(paymentSessions)
    .innerJoin(users, ofUser)
    .leftJoin(bakeries, ofBakery)
    .leftJoin(promoCodes, ofPromo)
    .where(and(filterCondition(filters), eq(paymentSessions.status, 'paid')))
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

/** The recorded payments of these sessions (one at most each: payments_session_key). */
export async function findLedgerOfSessions(db: Db, sessionIds: number[]): Promise<LedgerPaymentRow[]> {
  if (sessionIds.length === 0) return [];
  return db.select(ledgerColumns).from(payments).where(inArray(payments.paymentSessionId, sessionIds));
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
    .select({ paymentId: invoices.paymentId, number: invoices.number, type: invoices.type, issuedAt: invoices.issuedAt, totalTtcCents: invoices.totalTtcCents })
    .from(invoices)
    .where(inArray(invoices.paymentId, paymentIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}
