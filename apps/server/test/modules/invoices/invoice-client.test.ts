// Who an invoice names as the client (docs/invoices.md, "The buyer"): the company the SIREN register
// named at verification, not the account's user name; an invoice issued before keeps its client
// (invoices are immutable), and so does its credit note.
import { formatInvoiceNumber, parisWallTime } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, signUp, type Account } from '../../testing/manager-fixtures.js';
import { invoices, users } from '../../../src/db/schema/index.js';
import { applyRefundTotal } from '../../../src/modules/payments/ledger.js';

const year = parisWallTime(new Date()).year;
// In the demo registry (apps/server/demo/siren-registry.demo.json): an active 10.71D unit.
const REGISTRY_SIREN = '512345679';
const REGISTRY_NAME = 'Pâtisserie des Arts (démo)';

const post = (t: TestApp, account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });

async function payAccess(t: TestApp, account: Account): Promise<void> {
  const { sessionId } = (await post(t, account, '/api/payments/create-checkout-session/', { mode: 'payment' })).json();
  expect((await post(t, account, `/api/payments/simulation/${sessionId}/payer/`)).statusCode).toBe(200);
}

async function buyerOf(t: TestApp, numero: string) {
  const [row] = await t.app.db.db.select({ buyer: invoices.buyer }).from(invoices).where(eq(invoices.number, numero));
  return row!.buyer;
}

async function pdfText(t: TestApp, account: Account, numero: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/regiepub/factures/${numero}/pdf/`, headers: bearer(account.access) });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the client printed on an invoice', () => {
  let t: TestApp;
  let owner: Account;

  beforeAll(async () => {
    t = await buildTestApp(PRO_TEST_ENV);
    owner = await signUp(t.app, 'client-owner');
    // Verified before the company name was stored: the account has a SIREN and no name from the register.
    await t.app.db.db
      .update(users)
      .set({ siren: '800000019', sirenVerified: true, sirenVerifiedAt: new Date(), isProprietaire: true })
      .where(eq(users.id, owner.id));
    await payAccess(t, owner);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('prints the account’s user name while the register has given no company name', async () => {
    expect(await buyerOf(t, formatInvoiceNumber('facture', year, 1))).toMatchObject({ name: 'client-owner', siren: '800000019' });
  });

  it('stores the register’s name at SIREN verification and prints it as the client of the next invoice', async () => {
    const verified = await post(t, owner, '/api/insee/auth/verify-siren/', { siren: REGISTRY_SIREN });
    expect(verified.json()).toMatchObject({ valid: true });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(owner.access) });
    expect(profile.json()).toMatchObject({ raison_sociale: REGISTRY_NAME, entreprise_individuelle: false });

    await payAccess(t, owner);
    const numero = formatInvoiceNumber('facture', year, 2);
    expect(await buyerOf(t, numero)).toMatchObject({ name: REGISTRY_NAME, siren: REGISTRY_SIREN });
    const text = await pdfText(t, owner, numero);
    expect(text).toContain(REGISTRY_NAME);
    expect(text).not.toContain('client-owner');
  });

  it('never rewrites an invoice issued before: the first one and its credit note keep the old client', async () => {
    const first = formatInvoiceNumber('facture', year, 1);
    expect(await buyerOf(t, first)).toMatchObject({ name: 'client-owner', siren: '800000019' });
    expect(await pdfText(t, owner, first)).toContain('client-owner');

    const [invoice] = await t.app.db.db.select().from(invoices).where(eq(invoices.number, first));
    await t.app.db.db.transaction((tx) =>
      applyRefundTotal(
        tx,
        { config: t.app.config, log: t.app.log },
        { paymentId: invoice!.paymentId, refundedTotalCents: 1500, at: new Date() },
      ),
    );
    expect(await buyerOf(t, formatInvoiceNumber('avoir', year, 1))).toMatchObject({ name: 'client-owner' });
  });

  it('prints a sole trader’s own name, the name the register gives their business', async () => {
    await t.app.db.db.update(users).set({ companyName: 'LEA MARTIN', companyIsPerson: true }).where(eq(users.id, owner.id));
    await payAccess(t, owner);
    expect(await buyerOf(t, formatInvoiceNumber('facture', year, 3))).toMatchObject({ name: 'LEA MARTIN' });
  });
});
