// The ledger (docs/payments.md, "The ledger") and its documents (docs/invoices.md): every paid
// checkout is one payment with one invoice numbered without gap even under concurrency, an issued
// document is final, and a refund gives exactly one credit note per higher total.
import { formatInvoiceNumber, parisMonthStart, parisWallTime } from '@fournil/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adAccessGrants,
  adSubscriptions,
  bakeryMonthlyPayments,
  invoices,
  payments,
  paymentSessions,
} from '../../../src/db/schema/index.js';
import { applyRefundTotal, findPaymentByProviderPayment } from '../../../src/modules/payments/ledger.js';
import { applyProviderEvent } from '../../../src/modules/payments/provider-events.js';
import { isMonthPaid } from '../../../src/modules/payments/grants-repository.js';
import { bearer, mailsTo } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
const year = parisWallTime(new Date()).year;

const post = (account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const get = (account: Account, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(account.access) });

/** Opens a checkout and presses the simulation's Payer; answers the provider session id. */
async function buyAccess(account: Account, mode: 'payment' | 'subscription' = 'payment', promo?: string): Promise<string> {
  const opened = await post(account, '/api/payments/create-checkout-session/', { mode, ...(promo ? { promo_code: promo } : {}) });
  expect(opened.statusCode).toBe(200);
  const { sessionId } = opened.json();
  if (!sessionId.startsWith('free_')) expect((await post(account, `/api/payments/simulation/${sessionId}/payer/`)).statusCode).toBe(200);
  return sessionId;
}

async function paymentOfSession(providerSessionId: string) {
  const [row] = await t.app.db.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(paymentSessions, eq(paymentSessions.id, payments.paymentSessionId))
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  return row!.payment;
}

const documentsOf = (paymentId: number) =>
  t.app.db.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.id);
const refund = (paymentId: number, refundedTotalCents: number, at = new Date()) =>
  t.app.db.db.transaction((tx) => applyRefundTotal(tx, { config: t.app.config, log: t.app.log }, { paymentId, refundedTotalCents, at }));

/** The database's refusal (Drizzle wraps it: the driver's error is the cause). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'accepted';
}

beforeAll(async () => {
  t = await buildTestApp({ ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' });
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('invoice numbering', () => {
  it('20 owners paying at once get F-YYYY-000001 … 000020: no gap, no duplicate, one invoice each', async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, (_, i) => verifiedOwner(t.app, `ledger-many-${i}`)));
    const sessions = await Promise.all(owners.map((owner) => buyAccess(owner)));
    const numbers = await t.app.db.db.select({ number: invoices.number, userId: invoices.userId }).from(invoices);
    expect(numbers.map((row) => row.number).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => formatInvoiceNumber('facture', year, i + 1)),
    );
    expect(new Set(numbers.map((row) => row.userId))).toEqual(new Set(owners.map((owner) => owner.id)));
    for (const sessionId of sessions) expect((await documentsOf((await paymentOfSession(sessionId)).id)).length).toBe(1);
  }, 120_000);

  it('Payer pressed twice records one payment and one invoice, and the receipt names it with a link to « Mes paiements »', async () => {
    const owner = await verifiedOwner(t.app, 'ledger-twice');
    const opened = (await post(owner, '/api/payments/create-checkout-session/', { mode: 'payment' })).json();
    await Promise.all([
      post(owner, `/api/payments/simulation/${opened.sessionId}/payer/`),
      post(owner, `/api/payments/simulation/${opened.sessionId}/payer/`),
    ]);
    const payment = await paymentOfSession(opened.sessionId);
    expect(payment).toMatchObject({
      kind: 'ad_access_payment',
      method: 'simulation',
      listPriceCents: 1500,
      discountCents: 0,
      amountCents: 1500,
      provider: 'simulated',
    });
    const docs = await documentsOf(payment.id);
    expect(docs).toHaveLength(1);
    const [grant] = await t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.userId, owner.id));
    expect(grant!.paymentId).toBe(payment.id);
    const receipts = (await mailsTo(t.app, owner.email)).filter((mail) => mail.subject.startsWith('Reçu de paiement'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Facture : ${docs[0]!.number}`);
    expect(receipts[0]!.links).toContain('http://fournil.test/mes-paiements');
    expect(await findPaymentByProviderPayment(t.app.db.db, 'simulated', opened.sessionId)).toEqual({ id: payment.id, userId: owner.id });
    expect(await findPaymentByProviderPayment(t.app.db.db, 'stripe', opened.sessionId)).toBeNull();
  });

  it('a 0 € promo grant is a payment by « gratuit » with a 0,00 € invoice showing the discount', async () => {
    await t.app.db.db.execute(sql`INSERT INTO promo_codes (code, discount_cents) VALUES ('LEDGEROFFERT', 5000)`);
    const owner = await verifiedOwner(t.app, 'ledger-free');
    const sessionId = await buyAccess(owner, 'payment', 'LEDGEROFFERT');
    const payment = await paymentOfSession(sessionId);
    expect(payment).toMatchObject({ method: 'gratuit', listPriceCents: 1500, discountCents: 1500, amountCents: 0 });
    const [invoice] = await documentsOf(payment.id);
    expect(invoice).toMatchObject({ type: 'facture', totalTtcCents: 0, totalHtCents: 0, totalVatCents: 0, paymentMethod: 'gratuit' });
    expect(invoice!.lines.map((line) => line.amountTtcCents)).toEqual([1500, -1500]);
  });
});

describe('an issued document is final', () => {
  it('refuses UPDATE and DELETE of an invoice', async () => {
    const [invoice] = await t.app.db.db.select().from(invoices).limit(1);
    expect(
      await refusal(
        t.app.db.db.execute(
          sql`UPDATE invoices SET total_ttc_cents = 1, total_ht_cents = 1, total_vat_cents = 0 WHERE id = ${invoice!.id}`,
        ),
      ),
    ).toMatch(/invoice F-\d{4}-\d{6} is final: it cannot be update/);
    expect(await refusal(t.app.db.db.execute(sql`DELETE FROM invoices WHERE id = ${invoice!.id}`))).toMatch(
      /is final: it cannot be delete/,
    );
    const [still] = await t.app.db.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(still).toEqual(invoice);
  });
});

describe('applyRefundTotal', () => {
  it('a partial refund gives one credit note A-YYYY-… naming the invoice; the same or a lower total gives none', async () => {
    const owner = await verifiedOwner(t.app, 'ledger-partial');
    const payment = await paymentOfSession(await buyAccess(owner));
    const [invoice] = await documentsOf(payment.id);

    expect(await refund(payment.id, 500)).toEqual({ creditNoteNumber: formatInvoiceNumber('avoir', year, 1) });
    expect(await refund(payment.id, 500)).toEqual({ creditNoteNumber: null });
    expect(await refund(payment.id, 300)).toEqual({ creditNoteNumber: null });

    const docs = await documentsOf(payment.id);
    expect(docs).toHaveLength(2);
    expect(docs[1]).toMatchObject({ type: 'avoir', series: 'A', creditedInvoiceId: invoice!.id, totalTtcCents: 500, userId: owner.id });
    expect(docs[1]!.lines[0]!.label).toContain(invoice!.number);
    const [after] = await t.app.db.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.refundedCents).toBe(500);
    // Partly refunded: the access still runs.
    expect((await get(owner, '/api/payments/access/')).json()).toMatchObject({ has_access: true });
  });

  it('three concurrent full-refund totals give exactly one credit note for the rest; the access ends now', async () => {
    const owner = await verifiedOwner(t.app, 'ledger-full');
    const payment = await paymentOfSession(await buyAccess(owner));
    await refund(payment.id, 400);
    const at = new Date();
    const results = await Promise.all([refund(payment.id, 1500, at), refund(payment.id, 1500, at), refund(payment.id, 1500, at)]);
    expect(results.filter((result) => result.creditNoteNumber !== null)).toHaveLength(1);
    const creditNotes = (await documentsOf(payment.id)).filter((doc) => doc.type === 'avoir');
    expect(creditNotes.map((doc) => doc.totalTtcCents)).toEqual([400, 1100]);
    const [grant] = await t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.paymentId, payment.id));
    expect(grant!.endsAt.getTime()).toBe(at.getTime());
    expect((await get(owner, '/api/payments/access/')).json()).toMatchObject({ has_access: false });

    const history = (await get(owner, '/api/regiepub/paiements/')).json();
    expect(history[0]).toMatchObject({ status: 'refunded', refunded_cents: 1500 });
    expect(history[0].documents.map((doc: { type: string; montant_ttc_cents: number }) => [doc.type, doc.montant_ttc_cents])).toEqual([
      ['facture', 1500],
      ['avoir', 400],
      ['avoir', 1100],
    ]);
  });

  it('a fully refunded bakery month is no longer paid', async () => {
    const owner = await verifiedOwner(t.app, 'ledger-month');
    await buyAccess(owner);
    const bakeryId = (await insertBakery(t.app.db.db, owner.id, { nom: 'Au Pain Remboursé', position: null })).id;
    const opened = (await post(owner, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId })).json();
    await post(owner, `/api/payments/simulation/${opened.session_id}/payer/`);
    const month = parisMonthStart();
    expect(await isMonthPaid(t.app.db.db, bakeryId, month)).toBe(true);
    const payment = await paymentOfSession(opened.session_id);
    expect(payment).toMatchObject({ kind: 'bakery_month', bakeryName: 'Au Pain Remboursé', period: month, amountCents: 1500 });
    const [monthRow] = await t.app.db.db.select().from(bakeryMonthlyPayments).where(eq(bakeryMonthlyPayments.boulangerieId, bakeryId));
    expect(monthRow!.paymentId).toBe(payment.id);

    expect((await refund(payment.id, 2000)).creditNoteNumber).not.toBeNull();
    expect(await isMonthPaid(t.app.db.db, bakeryId, month)).toBe(false);
    const [after] = await t.app.db.db.select().from(payments).where(eq(payments.id, payment.id));
    // A total above the amount paid is capped at it.
    expect(after!.refundedCents).toBe(1500);
  });
});

describe('subscription renewals (invoice.paid)', () => {
  it('records the renewal once with its own invoice, linked to its grant, even when the event comes again under another id', async () => {
    const owner = await verifiedOwner(t.app, 'ledger-renewal');
    await buyAccess(owner, 'subscription');
    const [subscription] = await t.app.db.db.select().from(adSubscriptions).where(eq(adSubscriptions.userId, owner.id));
    const ctx = { db: t.app.db.db, config: t.app.config, providers: t.app.providers, log: t.app.log, now: () => new Date() };
    const periodStart = subscription!.currentPeriodEnd!;
    const periodEnd = new Date(periodStart.getTime() + 30 * 24 * 3600 * 1000);
    const event = {
      type: 'invoice.paid' as const,
      subscriptionId: subscription!.providerSubscriptionId,
      periodStart,
      periodEnd,
      amountCents: 1200,
      reference: 'in_renewal_1',
      invoiceId: 'in_renewal_1',
      paymentIntentId: null,
      isFirstInvoice: false,
    };
    expect(await applyProviderEvent(ctx, { ...event, id: 'evt_renewal_a' } as never)).toBe('applied');
    expect(await applyProviderEvent(ctx, { ...event, id: 'evt_renewal_b' } as never)).toBe('applied');

    const renewals = await t.app.db.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.userId, owner.id), eq(payments.kind, 'ad_access_subscription'), eq(payments.providerInvoiceId, 'in_renewal_1')),
      );
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({
      subscriptionId: subscription!.id,
      amountCents: 1200,
      method: 'simulation',
      paymentSessionId: null,
    });
    expect(await documentsOf(renewals[0]!.id)).toHaveLength(1);
    const grants = await t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.paymentId, renewals[0]!.id));
    expect(grants).toEqual([expect.objectContaining({ startsAt: periodStart, endsAt: periodEnd })]);
    const history = (await get(owner, '/api/regiepub/paiements/')).json();
    expect(history.map((row: { purpose: string; amount_cents: number }) => [row.purpose, row.amount_cents])).toEqual([
      ['ad_access_subscription', 1200],
      ['ad_access_subscription', 1200],
    ]);
    expect(history[0].documents).toHaveLength(1);
  });
});
