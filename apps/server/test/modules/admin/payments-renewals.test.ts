// Subscription renewals in the staff payments list (docs/back-office.md, "Payments"): a renewal
// recorded from Stripe's signed `invoice.paid` has no checkout, yet staff see it with the others —
// its invoice, filters, totals, export — and refund it from the back-office (credit note issued).
import { parisMonthStart, type TAdminPayment, type TAdminPaymentMonth } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../../src/db/schema/index.js';
import { adminRequest, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { createBakery } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { invoiceObject, signedEvent, startStripePeer, type StripePeer, stripeEnvFor } from '../../testing/stripe-peer.js';

const WEBHOOK_SECRET = 'whsec_test_staff_renewals';
const DAY = 24 * 3600;

let t: TestApp;
let peer: StripePeer;
let staff: Account;
let eventCounter = 0;

const api = (url: string) => adminRequest(t.app, staff, 'GET', url);
const list = async (query: string) => {
  const response = await api(`/api/admin/payments/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; results: TAdminPayment[] };
};

async function deliver(type: string, object: object) {
  const body = signedEvent({ id: `evt_renewals_${++eventCounter}`, type, data: { object } }, WEBHOOK_SECRET);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': body.signature },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
}

/** A bakery's monthly subscription (15,00 €) paid at checkout, then renewed once through a signed `invoice.paid`. */
async function renewedBakery(username: string) {
  const owner = await verifiedOwner(t.app, username);
  const bakeryId = await createBakery(t.app, owner, `Fournil ${username}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-payment-session/',
    headers: bearer(owner.access),
    payload: { boulangerie_id: bakeryId, mode: 'subscription', amount_cents: 1500 },
  });
  expect(response.statusCode).toBe(200);
  const session = peer.complete(response.json().session_id);
  const now = Math.floor(Date.now() / 1000);
  await deliver('checkout.session.completed', { ...session });
  await deliver(
    'invoice.paid',
    invoiceObject(session.subscription!, {
      id: session.invoice!,
      periodStart: now,
      periodEnd: now + 30 * DAY,
      amount: 1500,
      billingReason: 'subscription_create',
      paymentIntent: `pi_first_${bakeryId}`,
    }),
  );
  const periodStart = now + 31 * DAY;
  const invoiceId = `in_renouvellement_${bakeryId}`;
  const paymentIntent = `pi_renouvellement_${bakeryId}`;
  peer.addPaymentIntent(paymentIntent, 1500);
  await deliver(
    'invoice.paid',
    invoiceObject(session.subscription!, { id: invoiceId, periodStart, periodEnd: periodStart + 30 * DAY, amount: 1500, paymentIntent }),
  );
  const [ledger] = await t.app.db.db.select().from(payments).where(eq(payments.providerInvoiceId, invoiceId));
  expect(ledger).toMatchObject({ paymentSessionId: null, kind: 'bakery_month_subscription', amountCents: 1500 });
  return { owner, bakeryId, invoiceId, paymentIntent, ledger: ledger!, nextMonth: parisMonthStart(new Date(periodStart * 1000)) };
}

/** The advertising access by subscription (12,00 € a month), paid at checkout, then renewed once. */
async function renewedAccess(username: string) {
  const owner = await verifiedOwner(t.app, username);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session/',
    headers: bearer(owner.access),
    payload: { mode: 'subscription', amount_cents: 1200 },
  });
  expect(response.statusCode).toBe(200);
  const session = peer.complete(response.json().sessionId);
  const now = Math.floor(Date.now() / 1000);
  await deliver('checkout.session.completed', { ...session });
  await deliver(
    'invoice.paid',
    invoiceObject(session.subscription!, {
      id: session.invoice!,
      periodStart: now,
      periodEnd: now + 30 * DAY,
      amount: 1200,
      billingReason: 'subscription_create',
    }),
  );
  const invoiceId = `in_acces_${owner.id}`;
  await deliver(
    'invoice.paid',
    invoiceObject(session.subscription!, {
      id: invoiceId,
      periodStart: now + 30 * DAY,
      periodEnd: now + 60 * DAY,
      amount: 1200,
      paymentIntent: `pi_acces_${owner.id}`,
    }),
  );
  const [ledger] = await t.app.db.db.select().from(payments).where(eq(payments.providerInvoiceId, invoiceId));
  expect(ledger).toMatchObject({ paymentSessionId: null, kind: 'ad_access_subscription' });
  return { owner, invoiceId, ledger: ledger! };
}

const invoiceNumbersOf = async (paymentId: number) =>
  (await t.app.db.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.id)).map((row) => [
    row.type,
    row.number,
  ]);

beforeAll(async () => {
  peer = await startStripePeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, ...stripeEnvFor(peer, WEBHOOK_SECRET) });
  staff = await staffAccount(t.app, 'renouvellements-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('subscription renewals in GET /api/admin/payments/', () => {
  it('lists the renewal beside its checkout: paid, its purpose, amount, month, account, bakery, invoice reference and invoice', async () => {
    const { owner, bakeryId, invoiceId, ledger, nextMonth } = await renewedBakery('renouv-liste');
    const body = await list(`q=${encodeURIComponent(owner.email)}`);
    expect(body.count).toBe(2);
    expect(body.results.map((payment) => payment.source).sort()).toEqual(['renewal', 'session']);
    const renewal = body.results.find((payment) => payment.source === 'renewal')!;
    const paidAt = ledger.paidAt.toISOString();
    expect(renewal).toMatchObject({
      id: -ledger.id,
      provider: 'stripe',
      provider_session_id: invoiceId,
      status: 'paid',
      purpose: 'bakery_month_subscription',
      amount_cents: 1500,
      period: nextMonth,
      user: { id: owner.id, email: owner.email },
      boulangerie: { id: bakeryId, nom: 'Fournil renouv-liste' },
      promo_code: null,
      created_at: paidAt,
      completed_at: paidAt,
    });
    expect(renewal.ledger).toMatchObject({
      id: ledger.id,
      amount_cents: 1500,
      refunded_cents: 0,
      refundable_cents: 1500,
      disputed_at: null,
    });
    const documents = await invoiceNumbersOf(ledger.id);
    expect(documents.map(([type]) => type)).toEqual(['facture']);
    const numero = documents[0]![1]!;
    expect(renewal.ledger!.documents).toEqual([
      { numero, date: expect.any(String), type: 'facture', montant_ttc_cents: 1500, pdf_url: `/api/admin/factures/${numero}/pdf/` },
    ]);
    // The checkout keeps its own id and its own recorded payment: no id is shared.
    const session = body.results.find((payment) => payment.source === 'session')!;
    expect(session.id).toBeGreaterThan(0);
    expect(session.ledger!.id).not.toBe(ledger.id);
  });

  it('lists an access subscription renewal as such, without a bakery, and finds it by its purpose', async () => {
    const { owner, invoiceId, ledger } = await renewedAccess('renouv-acces');
    const email = encodeURIComponent(owner.email);
    const renewals = await list(`q=${email}&purpose=ad_access_subscription`);
    expect(renewals.results.map((payment) => payment.id)).toContain(-ledger.id);
    const renewal = renewals.results.find((payment) => payment.id === -ledger.id)!;
    expect(renewal).toMatchObject({
      source: 'renewal',
      provider_session_id: invoiceId,
      status: 'paid',
      amount_cents: 1200,
      period: null,
      boulangerie: null,
      user: { id: owner.id },
    });
    expect(renewal.ledger!.documents.map((document) => document.type)).toEqual(['facture']);
    expect((await list(`q=${invoiceId}&purpose=bakery_month_subscription`)).count).toBe(0);
  });

  it('filters, sorts, pages and counts over checkouts and renewals alike', async () => {
    const { owner, invoiceId, ledger } = await renewedBakery('renouv-filtres');
    const email = encodeURIComponent(owner.email);
    const ids = async (query: string) => (await list(query)).results.map((payment) => payment.id);
    expect(await ids(`q=${invoiceId}`)).toEqual([-ledger.id]);
    expect(await ids(`q=${email}&purpose=bakery_month_subscription&status=paid&provider=stripe`)).toHaveLength(2);
    expect(await ids(`q=${email}&status=pending`)).toEqual([]);
    expect(await ids(`q=${email}&provider=simulated`)).toEqual([]);
    expect(await ids(`q=${email}&purpose=ad_access_subscription`)).toEqual([]);
    const paidDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(ledger.paidAt);
    expect(await ids(`q=${invoiceId}&from=${paidDay}&to=${paidDay}`)).toEqual([-ledger.id]);
    expect(await ids(`q=${invoiceId}&to=2020-01-01`)).toEqual([]);
    // Newest first: the renewal was recorded after the checkout was created. One per page, counted over both.
    const first = await list(`q=${email}&page_size=1&sort=-created_at`);
    expect(first.count).toBe(2);
    expect(first.results.map((payment) => payment.id)).toEqual([-ledger.id]);
    const second = await list(`q=${email}&page_size=1&page=2&sort=-created_at`);
    expect(second.results.map((payment) => payment.source)).toEqual(['session']);
  });

  it('counts the renewal in the monthly paid totals and writes it in the CSV export', async () => {
    const { owner, invoiceId, ledger } = await renewedBakery('renouv-totaux');
    const totals = await api(`/api/admin/payments/totals/?q=${encodeURIComponent(owner.email)}`);
    expect(totals.statusCode).toBe(200);
    const months = totals.json() as TAdminPaymentMonth[];
    expect(months.reduce((sum, month) => sum + month.paid_count, 0)).toBe(2);
    expect(months.reduce((sum, month) => sum + month.paid_cents, 0)).toBe(3000);
    expect(months.map((month) => month.month)).toContain(parisMonthStart(ledger.paidAt).slice(0, 7));

    const csv = await api(`/api/admin/payments/export.csv?q=${invoiceId}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe(String(-ledger.id));
    expect(cells.slice(3, 8)).toEqual(['stripe', invoiceId, 'Payé', 'Publication mensuelle d’une boulangerie (abonnement)', '15,00']);
    expect(cells[9]).toBe(owner.email);
  });

  it('« Rembourser » refunds the renewal at Stripe with its payment intent and issues its credit note, shown in the list', async () => {
    const { invoiceId, paymentIntent, ledger } = await renewedBakery('renouv-remboursement');
    const [renewal] = (await list(`q=${invoiceId}`)).results;
    const response = await adminRequest(t.app, staff, 'POST', `/api/admin/paiements/${renewal!.ledger!.id}/rembourser/`);
    expect(response.statusCode).toBe(200);
    const avoir = response.json().avoir as string;
    expect(avoir).toMatch(/^A-\d{4}-\d{6}$/);
    const sent = peer.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds').at(-1)!;
    expect(sent.form.get('payment_intent')).toBe(paymentIntent);
    expect(sent.form.get('amount')).toBe('1500');

    const [after] = (await list(`q=${invoiceId}`)).results;
    expect(after).toMatchObject({ id: -ledger.id, status: 'paid', ledger: { refunded_cents: 1500, refundable_cents: 0 } });
    expect(after!.ledger!.documents.map((document) => [document.type, document.numero])).toEqual(await invoiceNumbersOf(ledger.id));
    expect(after!.ledger!.documents.map((document) => document.type)).toEqual(['facture', 'avoir']);
    expect(after!.ledger!.documents[1]!.numero).toBe(avoir);
  });
});
