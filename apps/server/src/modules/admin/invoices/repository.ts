// SQL of the documents (invoices and credit notes) as staff read them: one by number, and those
// issued in one Europe/Paris month, whatever the server's time zone.
import { aliasedTable, and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { invoices, type InvoiceParty } from '../../../db/schema/index.js';

export type InvoiceExportRow = {
  number: string;
  type: string;
  issuedAt: Date;
  buyer: InvoiceParty;
  vatRateBasisPoints: number;
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  paymentMethod: string;
  creditedNumber: string | null;
};

const credited = aliasedTable(invoices, 'credited');

/** Midnight at the start of a Paris month ('2026-11'), `plusMonths` later, as a timestamptz. */
const parisMonthStart = (month: string, plusMonths = 0) =>
  sql`(((${`${month}-01`})::date + make_interval(months => ${plusMonths}::int))::timestamp AT TIME ZONE 'Europe/Paris')`;

/** The documents issued in that Paris month, in the order they were issued; at most `limit`. */
export async function findInvoicesIssuedInMonth(db: Db, month: string, limit: number): Promise<InvoiceExportRow[]> {
  return db
    .select({
      number: invoices.number,
      type: invoices.type,
      issuedAt: invoices.issuedAt,
      buyer: invoices.buyer,
      vatRateBasisPoints: invoices.vatRateBasisPoints,
      totalHtCents: invoices.totalHtCents,
      totalVatCents: invoices.totalVatCents,
      totalTtcCents: invoices.totalTtcCents,
      paymentMethod: invoices.paymentMethod,
      creditedNumber: credited.number,
    })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(and(gte(invoices.issuedAt, parisMonthStart(month)), lt(invoices.issuedAt, parisMonthStart(month, 1))))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(limit);
}
