// The month's invoices for the accountant (docs/back-office.md, "Invoices export"):
// `GET /api/admin/factures/export.csv?mois=YYYY-MM` — one line per invoice and credit note issued
// that Paris month, credit notes negative, French CSV (BOM, `;`, decimal comma), the file named
// after the month, staff only, audited.
import { ADMIN_INVOICE_MONTH_MESSAGE, ADMIN_MESSAGES } from '@fournil/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, type InvoiceParty } from '../../../src/db/schema/index.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { insertOwner } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, signUp, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let staff: Account;

const SELLER: InvoiceParty = { name: 'Fournil SAS', address: '1 rue du Four, 75001 Paris', siren: '552100554', vatNumber: 'FR40552100554' };
const DUPONT: InvoiceParty = { name: 'Boulangerie Dupont; Fils', address: '3 place du Marché, 69001 Lyon', siren: '123456782' };
const MARTIN: InvoiceParty = { name: 'Maison Martin', address: '8 rue Haute, 33000 Bordeaux', siren: null };
/** A buyer's name is what the owner typed: a formula, commas and quotes included. */
const TRICKSTER: InvoiceParty = {
  name: '=HYPERLINK("http://mal.example","Payer"),@SUM(1+1)',
  address: '1 rue X, 75001 Paris',
  siren: null,
};

async function insertPayment(userId: number, amountCents: number, paidAt: Date): Promise<number> {
  const [row] = await t.app.db.db
    .insert(payments)
    .values({
      userId,
      kind: 'ad_access_payment',
      provider: 'stripe',
      method: 'carte',
      listPriceCents: 1500,
      discountCents: 1500 - amountCents,
      amountCents,
      paidAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** An issued document as the ledger writes it: amounts positive for both types, 20 % VAT. */
async function insertDocument(values: {
  number: string;
  paymentId: number;
  userId: number;
  buyer: InvoiceParty;
  issuedAt: string;
  ttcCents: number;
  htCents: number;
  creditedInvoiceId?: number;
  method?: string;
}): Promise<number> {
  const type = values.number.startsWith('F') ? 'facture' : 'avoir';
  const [row] = await t.app.db.db
    .insert(invoices)
    .values({
      number: values.number,
      type,
      series: values.number[0]!,
      year: Number(values.number.slice(2, 6)),
      sequence: Number(values.number.slice(7)),
      paymentId: values.paymentId,
      creditedInvoiceId: values.creditedInvoiceId ?? null,
      userId: values.userId,
      issuedAt: new Date(values.issuedAt),
      seller: SELLER,
      buyer: values.buyer,
      lines: [
        {
          label: 'Accès à la Régie Publicitaire',
          period: null,
          amountHtCents: values.htCents,
          vatCents: values.ttcCents - values.htCents,
          amountTtcCents: values.ttcCents,
        },
      ],
      vatRateBasisPoints: 2000,
      totalHtCents: values.htCents,
      totalVatCents: values.ttcCents - values.htCents,
      totalTtcCents: values.ttcCents,
      paymentDate: new Date(values.issuedAt),
      paymentMethod: values.method ?? 'carte',
    })
    .returning({ id: invoices.id });
  return row!.id;
}

const exportCsv = (account: Account | null, query: string) => adminRequest(t.app, account, 'GET', `/api/admin/factures/export.csv${query}`);

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV);
  staff = await staffAccount(t.app, 'factures-staff');
  const dupont = await insertOwner(t.app.db.db);
  const martin = await insertOwner(t.app.db.db);
  // 31 October 23:30 UTC is 1 November 00:30 in Paris (winter time): a November invoice.
  const novemberPayment = await insertPayment(dupont, 1500, new Date('2026-10-31T23:30:00Z'));
  const november = await insertDocument({
    number: 'F-2026-000002',
    paymentId: novemberPayment,
    userId: dupont,
    buyer: DUPONT,
    issuedAt: '2026-10-31T23:30:00Z',
    ttcCents: 1500,
    htCents: 1250,
  });
  // 31 October 22:30 UTC is still 31 October in Paris: an October invoice, not exported for November.
  const octoberPayment = await insertPayment(martin, 1200, new Date('2026-10-31T22:30:00Z'));
  await insertDocument({
    number: 'F-2026-000001',
    paymentId: octoberPayment,
    userId: martin,
    buyer: MARTIN,
    issuedAt: '2026-10-31T22:30:00Z',
    ttcCents: 1200,
    htCents: 1000,
  });
  // Part of the November invoice given back in November…
  await insertDocument({
    number: 'A-2026-000001',
    paymentId: novemberPayment,
    userId: dupont,
    buyer: DUPONT,
    issuedAt: '2026-11-15T10:00:00Z',
    ttcCents: 600,
    htCents: 500,
    creditedInvoiceId: november,
  });
  // …and a free payment's invoice the same month.
  const freePayment = await insertPayment(martin, 0, new Date('2026-11-20T09:00:00Z'));
  await insertDocument({
    number: 'F-2026-000003',
    paymentId: freePayment,
    userId: martin,
    buyer: MARTIN,
    issuedAt: '2026-11-20T09:00:00Z',
    ttcCents: 0,
    htCents: 0,
    method: 'gratuit',
  });
  // The rest refunded on 30 November 23:30 UTC, 1 December in Paris: not in November.
  await insertDocument({
    number: 'A-2026-000002',
    paymentId: novemberPayment,
    userId: dupont,
    buyer: DUPONT,
    issuedAt: '2026-11-30T23:30:00Z',
    ttcCents: 900,
    htCents: 750,
    creditedInvoiceId: november,
  });
  const januaryPayment = await insertPayment(martin, 1500, new Date('2027-01-05T09:00:00Z'));
  await insertDocument({
    number: 'F-2027-000001',
    paymentId: januaryPayment,
    userId: martin,
    buyer: TRICKSTER,
    issuedAt: '2027-01-05T09:00:00Z',
    ttcCents: 1500,
    htCents: 1250,
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/factures/export.csv', () => {
  it('writes the invoices and credit notes issued that Paris month, in issue order, for a French spreadsheet', async () => {
    const response = await exportCsv(staff, '?mois=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="factures-2026-11.csv"');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.slice(1).split('\r\n')).toEqual([
      'Numéro;Type;Date;Client;SIREN du client;Montant HT (€);TVA (€);Montant TTC (€);Taux de TVA (%);Facture d’origine;Moyen de paiement',
      'F-2026-000002;Facture;01/11/2026;"Boulangerie Dupont; Fils";123456782;12,50;2,50;15,00;20;;carte bancaire',
      'A-2026-000001;Avoir;15/11/2026;"Boulangerie Dupont; Fils";123456782;-5,00;-1,00;-6,00;20;F-2026-000002;carte bancaire',
      'F-2026-000003;Facture;20/11/2026;Maison Martin;;0,00;0,00;0,00;20;;aucun (montant nul)',
      '',
    ]);
  });

  it('puts the October invoice in October and the 1 December credit note in December', async () => {
    const october = (await exportCsv(staff, '?mois=2026-10')).body.split('\r\n');
    expect(october.slice(1, -1)).toEqual(['F-2026-000001;Facture;31/10/2026;Maison Martin;;10,00;2,00;12,00;20;;carte bancaire']);
    const december = (await exportCsv(staff, '?mois=2026-12')).body.split('\r\n');
    expect(december.slice(1, -1)).toEqual([
      'A-2026-000002;Avoir;01/12/2026;"Boulangerie Dupont; Fils";123456782;-7,50;-1,50;-9,00;20;F-2026-000002;carte bancaire',
    ]);
  });

  it('gives back a buyer’s name that would run as a formula as one inert cell, read by a CSV parser', async () => {
    const body = (await exportCsv(staff, '?mois=2027-01')).body;
    const [, line, ...rest] = parse(body, { bom: true, delimiter: ';' }) as string[][];
    expect(rest).toEqual([]);
    expect(line).toEqual([
      'F-2027-000001',
      'Facture',
      '05/01/2027',
      `'${TRICKSTER.name}`,
      '',
      '12,50',
      '2,50',
      '15,00',
      '20',
      '',
      'carte bancaire',
    ]);
  });

  it('answers the header alone for a month without documents', async () => {
    const response = await exportCsv(staff, '?mois=2025-01');
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')).toHaveLength(2);
  });

  it('refuses a missing or malformed month with a French 400', async () => {
    for (const query of ['', '?mois=2026-13', '?mois=2026-1', '?mois=novembre', '?mois=2026-11-01']) {
      const response = await exportCsv(staff, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ mois: [ADMIN_INVOICE_MONTH_MESSAGE] });
    }
  });

  it('is for the staff only: 401 without a session, 403 for an owner', async () => {
    expect((await exportCsv(null, '?mois=2026-11')).statusCode).toBe(401);
    const owner = await signUp(t.app, 'factures-proprio');
    const response = await exportCsv(owner, '?mois=2026-11');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: ADMIN_MESSAGES.staffOnly });
  });

  it('writes each export to the audit log with the month and the number of lines', async () => {
    const entries = await auditEntriesOf(t.app, staff, 'invoices', 'factures-2026-11.csv');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1)).toMatchObject({ action: 'export', actor_email: staff.email, after: { mois: '2026-11', rows: 3 } });
  });
});
