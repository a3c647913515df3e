// The owner's invoices (docs/invoices.md): the list, the PDF and what an accountant reads in it —
// number, both SIRENs, HT + TVA = TTC, the VAT mention — with and without a seller VAT number.
import { INVOICE_MESSAGES, formatInvoiceNumber, parisWallTime } from '@fournil/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { invoices, users } from '../../../src/db/schema/index.js';
import { applyRefundTotal } from '../../../src/modules/payments/ledger.js';
import { eq } from 'drizzle-orm';

const year = parisWallTime(new Date()).year;
const VAT_NUMBER = 'FR40123456789';

const post = (t: TestApp, account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const get = (t: TestApp, account: Account | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.access) : {} });

async function payAccess(t: TestApp, account: Account): Promise<void> {
  const { sessionId } = (await post(t, account, '/api/payments/create-checkout-session/', { mode: 'payment' })).json();
  expect((await post(t, account, `/api/payments/simulation/${sessionId}/payer/`)).statusCode).toBe(200);
}

/** The PDF's text, every run of spaces (no-break ones included) as one space. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('without a seller VAT number (not subject to VAT)', () => {
  let t: TestApp;
  let owner: Account;
  let other: Account;

  beforeAll(async () => {
    t = await buildTestApp({ ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' });
    owner = await verifiedOwner(t.app, 'invoice-owner');
    other = await verifiedOwner(t.app, 'invoice-other');
    await t.app.db.db
      .update(users)
      .set({ adresseUtilisateur: '3 rue des Blés', codePostalUtilisateur: '69001', commune: 'Lyon' })
      .where(eq(users.id, owner.id));
    await payAccess(t, owner);
    await payAccess(t, other);
    await payAccess(t, owner);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/regiepub/factures/ lists the owner’s own documents, newest first', async () => {
    const response = await get(t, owner, '/api/regiepub/factures/');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((doc: { numero: string }) => doc.numero)).toEqual([
      formatInvoiceNumber('facture', year, 3),
      formatInvoiceNumber('facture', year, 1),
    ]);
    expect(list[0]).toEqual({
      numero: formatInvoiceNumber('facture', year, 3),
      date: expect.any(String),
      type: 'facture',
      montant_ttc_cents: 1500,
      pdf_url: `/api/regiepub/factures/${formatInvoiceNumber('facture', year, 3)}/pdf/`,
    });
    expect((await get(t, null, '/api/regiepub/factures/')).statusCode).toBe(401);
  });

  it('serves the PDF to its owner as an attachment named after the number', async () => {
    const numero = formatInvoiceNumber('facture', year, 1);
    const response = await get(t, owner, `/api/regiepub/factures/${numero}/pdf/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${numero}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 « Facture introuvable. » for another owner’s invoice or an unknown number', async () => {
    const othersInvoice = formatInvoiceNumber('facture', year, 2);
    for (const numero of [othersInvoice, formatInvoiceNumber('facture', year, 99)]) {
      const response = await get(t, owner, `/api/regiepub/factures/${numero}/pdf/`);
      expect(response.statusCode, numero).toBe(404);
      expect(response.json()).toEqual({ detail: INVOICE_MESSAGES.notFound });
    }
    expect((await get(t, other, `/api/regiepub/factures/${othersInvoice}/pdf/`)).statusCode).toBe(200);
  });

  it('the PDF holds the number, both SIRENs, the amounts (no VAT) and the art. 293 B mention', async () => {
    const numero = formatInvoiceNumber('facture', year, 1);
    const text = await pdfText((await get(t, owner, `/api/regiepub/factures/${numero}/pdf/`)).rawPayload);
    const [buyer] = await t.app.db.db.select({ siren: users.siren }).from(users).where(eq(users.id, owner.id));
    expect(text).toContain(`Facture n° ${numero}`);
    expect(text).toContain('Fournil SAS (démonstration)');
    expect(text).toContain(`SIREN : ${t.app.config.seller.siren}`);
    expect(text).toContain(`SIREN : ${buyer!.siren}`);
    expect(text).toContain('3 rue des Blés, 69001 Lyon');
    expect(text).toContain('Total HT 15,00 €');
    expect(text).toContain('TVA (0 %) 0,00 €');
    expect(text).toContain('Total TTC 15,00 €');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).toMatch(/Facture acquittée le \d{1,2} \S+ \d{4}/);
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('a refund’s credit note comes first in the list and its PDF names the credited invoice and the amount given back', async () => {
    const numero = formatInvoiceNumber('facture', year, 3);
    const [invoice] = await t.app.db.db.select().from(invoices).where(eq(invoices.number, numero));
    await t.app.db.db.transaction((tx) =>
      applyRefundTotal(
        tx,
        { config: t.app.config, log: t.app.log },
        { paymentId: invoice!.paymentId, refundedTotalCents: 600, at: new Date() },
      ),
    );
    const avoir = formatInvoiceNumber('avoir', year, 1);
    const list = (await get(t, owner, '/api/regiepub/factures/')).json();
    expect(list[0]).toMatchObject({ numero: avoir, type: 'avoir', montant_ttc_cents: 600 });
    const text = await pdfText((await get(t, owner, `/api/regiepub/factures/${avoir}/pdf/`)).rawPayload);
    expect(text).toContain(`Avoir n° ${avoir}`);
    expect(text).toContain(`Avoir sur la facture n° ${numero}`);
    expect(text).toContain('Total TTC 6,00 €');
    expect((await get(t, other, `/api/regiepub/factures/${avoir}/pdf/`)).statusCode).toBe(404);
  });
});

describe('with SELLER_VAT_NUMBER (VAT at 20 %)', () => {
  let t: TestApp;
  let owner: Account;

  beforeAll(async () => {
    t = await buildTestApp({
      ...PRO_TEST_ENV,
      SELLER_NAME: 'Fournil SAS',
      SELLER_ADDRESS: '10 rue du Pain, 75011 Paris',
      SELLER_SIREN: '900000001',
      SELLER_VAT_NUMBER: VAT_NUMBER,
    });
    owner = await verifiedOwner(t.app, 'invoice-vat');
    await payAccess(t, owner);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('splits 15,00 € TTC into 12,50 € HT + 2,50 € TVA, names the VAT number and leaves out the 293 B mention', async () => {
    const numero = formatInvoiceNumber('facture', year, 1);
    const text = await pdfText((await get(t, owner, `/api/regiepub/factures/${numero}/pdf/`)).rawPayload);
    expect(text).toContain(`Facture n° ${numero}`);
    expect(text).toContain('SIREN : 900000001');
    expect(text).toContain(`N° TVA intracommunautaire : ${VAT_NUMBER}`);
    expect(text).toContain('12,50 € 2,50 € 15,00 €');
    expect(text).toContain('Total HT 12,50 €');
    expect(text).toContain('TVA (20 %) 2,50 €');
    expect(text).toContain('Total TTC 15,00 €');
    expect(text).not.toContain('293 B');
  });
});
