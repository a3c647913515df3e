// SQL of invoices and credit notes (docs/invoices.md): the gapless numbering, the issue of a
// document (never updated nor deleted: a trigger of migration 0010 refuses it) and the reads.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { payments } from '../../db/schema/index.js';
import { invoices, invoiceSequences, users } from '../../db/schema/index.js';

export type { InvoiceLine, InvoiceParty } from '../../db/schema/invoices.js';
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

/**
 * What an invoice or a credit note reads of a ledger row (docs/payments.md, "The ledger"): read off
 * the table here, so invoices need nothing of the payments module, which sits above them.
 */
export type InvoicedPayment = Pick<
  typeof payments.$inferSelect,
  | 'id'
  | 'userId'
  | 'kind'
  | 'bakeryName'
  | 'period'
  | 'serviceStart'
  | 'serviceEnd'
  | 'amountCents'
  | 'listPriceCents'
  | 'discountCents'
  | 'paidAt'
  | 'method'
>;

/**
 * The next number of a series and year, in the caller's transaction: the row lock taken by the
 * upsert makes concurrent issuers wait for each other, and a rolled-back issuer gives its number
 * back with its increment, so numbers have neither gap nor repeat (docs/invoices.md, "Numbering").
 */
export async function takeNextSequence(db: Db, series: 'F' | 'A', year: number): Promise<number> {
  const rows = await db
    .insert(invoiceSequences)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.series, invoiceSequences.year],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return rows[0]!.lastNumber;
}

export async function insertInvoice(db: Db, values: InvoiceInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

/** The invoice (not the credit notes) of a payment. */
export async function findInvoiceOfPayment(db: Db, paymentId: number): Promise<InvoiceRow | undefined> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.type, 'facture')))
    .limit(1);
  return rows[0];
}

export async function findInvoiceByNumber(db: Db, number: string): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  return rows[0];
}

/** The user's documents, newest first (documented limit: the latest 500). */
export async function listUserInvoices(db: Db, userId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(500);
}

/** The documents of these payments, oldest first (the invoice before its credit notes). */
export async function listPaymentsDocuments(db: Db, paymentIds: number[]): Promise<InvoiceRow[]> {
  if (paymentIds.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.paymentId, paymentIds)).orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/** What the buyer block of an invoice copies from the owner's profile. */
export async function findBuyerProfile(
  db: Db,
  userId: number,
): Promise<
  | {
      username: string;
      companyName: string | null;
      email: string;
      adresse: string;
      codePostal: string;
      commune: string;
      siren: string | null;
    }
  | undefined
> {
  const rows = await db
    .select({
      username: users.username,
      companyName: users.companyName,
      email: users.email,
      adresse: users.adresseUtilisateur,
      codePostal: users.codePostalUtilisateur,
      commune: users.commune,
      siren: users.siren,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export async function findInvoiceById(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return rows[0];
}
