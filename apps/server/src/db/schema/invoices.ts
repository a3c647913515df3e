// Invoices (factures) and credit notes (avoirs), French B2B documents issued from the ledger of
// payments (docs/invoices.md). Numbered per series and year without gaps, in the transaction that
// records the payment or the refund; once issued a document never changes (a trigger refuses it).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';
import { payments } from './payments.js';

/** The last number given in each series ('F' invoices, 'A' credit notes) and calendar year. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    series: varchar('series', { length: 1 }).notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('invoice_sequences_positive', sql`${t.lastNumber} > 0`)],
);

export type InvoiceParty = { name: string; address: string; siren: string | null; vatNumber?: string | null };
export type InvoiceLine = {
  label: string;
  /** What the line pays for, e.g. `novembre 2026` or `du 25/11/2026 au 25/12/2026`. */
  period: string | null;
  /** Amounts in cents; a discount line is negative. */
  amountHtCents: number;
  vatCents: number;
  amountTtcCents: number;
};

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** `F-2026-000123` (facture) or `A-2026-000004` (avoir). */
    number: varchar('number', { length: 20 }).notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    series: varchar('series', { length: 1 }).notNull(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** A credit note: the invoice it credits. */
    creditedInvoiceId: integer('credited_invoice_id'),
    /** Who may download it; null once the account is deleted (decision 013). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** 2000 = 20 %; 0 when the seller is not subject to VAT (art. 293 B du CGI). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_year_sequence_key').on(t.series, t.year, t.sequence),
    // One invoice per payment; credit notes are as many as the refunds.
    uniqueIndex('invoices_one_per_payment')
      .on(t.paymentId)
      .where(sql`${t.type} = 'facture'`),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_type_values', sql`${t.type} IN ('facture', 'avoir')`),
    check('invoices_series_matches_type', sql`(${t.type} = 'facture') = (${t.series} = 'F')`),
    check('invoices_totals_add_up', sql`${t.totalHtCents} + ${t.totalVatCents} = ${t.totalTtcCents}`),
    check('invoices_credit_note_links', sql`(${t.type} = 'avoir') = (${t.creditedInvoiceId} IS NOT NULL)`),
  ],
);
