// Stripe payments (docs/third-party-services.md, "Stripe: card payments"; docs/payments.md): the
// adapter against a local peer that speaks Stripe's API, and webhooks signed like Stripe signs
// them.
import { PAYMENT_MESSAGES } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccessGrants, adSubscriptions, paymentSessions, processedProviderEvents, promoCodes } from '../../../src/db/schema/index.js';
import { bearer, mailsTo } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUpOwner, type Account } from '../../testing/manager-fixtures.js';
import { startStripePeer, type StripePeer, stripeEnvFor } from '../../testing/stripe-peer.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_fournil';
const stripe = new Stripe('sk_test_signing_only');

let t: TestApp;
let peer: StripePeer;
let owner: Account;
let other: Account;

function signedEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-03-31.basil', created: Math.floor(Date.now() / 1000), ...event });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

function deliver(body: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': body.signature },
    payload: body.payload,
  });
}

function checkout(account: Account, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session/', headers: bearer(account.access), payload });
}

const access = async (account: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/access/', headers: bearer(account.access) })).json();
const countRows = async (table: typeof adAccessGrants | typeof processedProviderEvents) =>
  (await t.app.db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

beforeAll(async () => {
  peer = await startStripePeer();
  t = await buildTestApp({ ...PRO_TEST_ENV, ...stripeEnvFor(peer, WEBHOOK_SECRET) });
  owner = await signUpOwner(t.app, 'stripe-owner', DEMO_BAKERY_SIRENS[0]);
  other = await signUpOwner(t.app, 'stripe-other', DEMO_BAKERY_SIRENS[1]);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('Stripe adapter against a local peer', () => {
  it('creates a one-off Checkout Session with the server price, our ids and the literal {CHECKOUT_SESSION_ID}', async () => {
    const response = await checkout(owner, { mode: 'payment', amount_cents: 1500 });
    expect(response.statusCode).toBe(200);
    const { checkout_url, sessionId } = response.json();
    expect(checkout_url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const sent = peer.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.form.get('success_url')).toMatch(/\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(sent.form.get('metadata[user_id]')).toBe(String(owner.id));
    expect(sent.authorization).toBe('Bearer sk_test_fournil');
    const [row] = await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
    expect(row).toMatchObject({ status: 'pending', amountCents: 1500, provider: 'stripe', purpose: 'ad_access_payment' });
  });

  it('creates a subscription session with a monthly recurring price of 12,00 €', async () => {
    const response = await checkout(other, { mode: 'subscription' });
    expect(response.statusCode).toBe(200);
    const sent = peer.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1200');
  });

  it('a promo on a subscription lowers the first invoice only: a single-use coupon on the full monthly price', async () => {
    await t.app.db.db.insert(promoCodes).values({ code: 'PREMIERMOIS', discountCents: 300 });
    const buyer = await verifiedOwner(t.app, 'stripe-sub-promo');
    const response = await checkout(buyer, { mode: 'subscription', promo_code: 'PREMIERMOIS', amount_cents: 900 });
    expect(response.statusCode).toBe(200);
    const coupon = peer.requests.find((request) => request.path === '/v1/coupons')!;
    expect(coupon.form.get('amount_off')).toBe('300');
    expect(coupon.form.get('duration')).toBe('once');
    const sent = peer.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1200');
    expect(sent.form.get('discounts[0][coupon]')).toMatch(/^co_/);
  });

  it('status of an unpaid session stays pending and grants nothing; once Stripe says paid, the status check grants', async () => {
    const { sessionId } = (await checkout(owner, { mode: 'payment' })).json();
    const status = () => t.app.inject({ method: 'GET', url: `/api/payments/paiements/status/?session_id=${sessionId}` });
    expect((await status()).json()).toEqual({ status: 'pending', error: null });
    expect((await access(owner)).has_access).toBe(false);

    peer.complete(sessionId);
    expect((await status()).json()).toEqual({ status: 'paid', error: null });
    const publicStatus = await t.app.inject({ method: 'GET', url: `/api/payments/status/?session_id=${sessionId}` });
    expect(publicStatus.json()).toEqual({ status: 'success', error: null });
    expect((await access(owner)).has_access).toBe(true);
  });

  it('a status check by another user (or nobody) of someone else’s session grants nothing to them', async () => {
    const { sessionId } = (await checkout(other, { mode: 'payment' })).json();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/paiements/status/?session_id=${sessionId}`,
      headers: bearer(owner.access),
    });
    expect(response.json()).toEqual({ status: 'pending', error: null });
    expect((await access(other)).has_access).toBe(false);
  });

  it('an unknown session id answers 404 with the spec’s message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/paiements/status/?session_id=cs_test_nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.unknownSession });
  });
});

describe('POST /api/payments/webhook/', () => {
  it('refuses a bad signature with 400 and records nothing', async () => {
    const { sessionId } = (await checkout(other, { mode: 'payment' })).json();
    const event = signedEvent(
      { id: 'evt_bad_sig', type: 'checkout.session.completed', data: { object: { ...peer.complete(sessionId) } } },
      'whsec_wrong',
    );
    const response = await deliver(event);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.webhookSignature });
    const [row] = await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
    expect(row!.status).toBe('pending');
    expect(await t.app.db.db.select().from(processedProviderEvents).where(eq(processedProviderEvents.eventId, 'evt_bad_sig'))).toEqual([]);
    // A body changed after signing fails too.
    const good = signedEvent({
      id: 'evt_tampered',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, payment_status: 'paid' } },
    });
    expect((await deliver({ ...good, payload: good.payload.replace('paid', 'PAID') })).statusCode).toBe(400);
  });

  it('applies the same event delivered 50 times concurrently once: one payment, one grant, one promo use, one receipt', async () => {
    const [promo] = await t.app.db.db.insert(promoCodes).values({ code: 'WEBHOOK50', discountCents: 300, maxUses: 10 }).returning();
    const buyer = await verifiedOwner(t.app, 'stripe-buyer');
    const created = await checkout(buyer, { mode: 'payment', promo_code: 'webhook50', amount_cents: 1200 });
    expect(created.statusCode).toBe(200);
    const { sessionId } = created.json();
    const grantsBefore = await countRows(adAccessGrants);
    const event = signedEvent({
      id: 'evt_concurrent_1',
      type: 'checkout.session.completed',
      data: { object: { ...peer.complete(sessionId) } },
    });

    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));

    expect(await countRows(adAccessGrants)).toBe(grantsBefore + 1);
    const [row] = await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
    expect(row).toMatchObject({ status: 'paid', amountCents: 1200 });
    const [after] = await t.app.db.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id));
    expect(after!.uses).toBe(1);
    const receipts = (await mailsTo(t.app, buyer.email)).filter((mail) => /Reçu de paiement/.test(mail.subject));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('12,00\u00a0€');
    expect((await access(buyer)).has_access).toBe(true);
  });

  it('the status check and the webhook arriving together grant once', async () => {
    const buyer = await verifiedOwner(t.app, 'stripe-race');
    const { sessionId } = (await checkout(buyer, { mode: 'payment' })).json();
    const grantsBefore = await countRows(adAccessGrants);
    const event = signedEvent({ id: 'evt_race', type: 'checkout.session.completed', data: { object: { ...peer.complete(sessionId) } } });
    await Promise.all([
      deliver(event),
      ...Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: `/api/payments/paiements/status/?session_id=${sessionId}` })),
    ]);
    expect(await countRows(adAccessGrants)).toBe(grantsBefore + 1);
  });

  it('subscription: checkout grants a month, invoice.paid renews to the new period end, customer.subscription.deleted ends it at the period end', async () => {
    const subscriber = await verifiedOwner(t.app, 'stripe-sub');
    const { sessionId } = (await checkout(subscriber, { mode: 'subscription', amount_cents: 1200 })).json();
    const session = peer.complete(sessionId);
    expect(
      (await deliver(signedEvent({ id: 'evt_sub_checkout', type: 'checkout.session.completed', data: { object: { ...session } } })))
        .statusCode,
    ).toBe(200);
    const first = await access(subscriber);
    expect(first).toMatchObject({ has_access: true, subscription_active: true, can_cancel: true });

    const periodStart = Math.floor(new Date(first.until).getTime() / 1000);
    const periodEnd = periodStart + 31 * 24 * 3600;
    const invoice = {
      id: 'in_renewal_1',
      object: 'invoice',
      number: 'FOURNIL-0002',
      amount_paid: 1200,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: session.subscription } },
      lines: { object: 'list', data: [{ period: { start: periodStart, end: periodEnd } }] },
      period_start: periodStart,
      period_end: periodEnd,
    };
    // The renewal extends the access without a gap to the end of the new period.
    expect((await deliver(signedEvent({ id: 'evt_invoice_paid', type: 'invoice.paid', data: { object: invoice } }))).statusCode).toBe(200);
    const [subscription] = await t.app.db.db
      .select()
      .from(adSubscriptions)
      .where(eq(adSubscriptions.providerSubscriptionId, session.subscription!));
    expect(subscription!.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
    const grants = await t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.subscriptionId, subscription!.id));
    expect(Math.max(...grants.map((grant) => grant.endsAt.getTime()))).toBe(periodEnd * 1000);
    expect(new Date((await access(subscriber)).until).getTime()).toBe(periodEnd * 1000);
    const renewal = (await mailsTo(t.app, subscriber.email)).filter((mail) => /Reçu de paiement/.test(mail.subject));
    expect(renewal.some((mail) => mail.text.includes('FOURNIL-0002'))).toBe(true);

    // The subscription object of API 2025-03-31: the period end is on its items.
    const deleted = {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
      items: { object: 'list', data: [{ current_period_end: periodEnd }] },
    };
    expect(
      (await deliver(signedEvent({ id: 'evt_sub_deleted', type: 'customer.subscription.deleted', data: { object: deleted } }))).statusCode,
    ).toBe(200);
    const [ended] = await t.app.db.db.select().from(adSubscriptions).where(eq(adSubscriptions.id, subscription!.id));
    expect(ended!.status).toBe('canceled');
    const after = await access(subscriber);
    expect(after).toMatchObject({ has_access: true, subscription_active: false, can_cancel: false });
    expect(new Date(after.until).getTime()).toBe(periodEnd * 1000);
  });

  it('an invoice.paid that arrives before its subscription is known is refused for a retry and not recorded', async () => {
    const invoice = {
      id: 'in_early',
      object: 'invoice',
      amount_paid: 1200,
      parent: { subscription_details: { subscription: 'sub_unknown' } },
      lines: { data: [{ period: { start: 1, end: 2 } }] },
    };
    const response = await deliver(signedEvent({ id: 'evt_early', type: 'invoice.paid', data: { object: invoice } }));
    expect(response.statusCode).toBe(409);
    expect(await t.app.db.db.select().from(processedProviderEvents).where(eq(processedProviderEvents.eventId, 'evt_early'))).toEqual([]);
  });

  it('the owner cancels a subscription at Stripe (cancel at period end) and keeps access until then', async () => {
    const subscriber = await verifiedOwner(t.app, 'stripe-cancel');
    const { sessionId } = (await checkout(subscriber, { mode: 'subscription' })).json();
    const session = peer.complete(sessionId);
    await deliver(signedEvent({ id: 'evt_cancel_checkout', type: 'checkout.session.completed', data: { object: { ...session } } }));
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/subscription/cancel/', headers: bearer(subscriber.access) });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toMatch(/^Abonnement résilié : votre accès reste ouvert jusqu'au \d{2}\/\d{2}\/\d{4}\.$/);
    expect(peer.canceledSubscriptions).toContain(session.subscription);
    expect(peer.requests.at(-1)!.form.get('cancel_at_period_end')).toBe('true');
    expect(await access(subscriber)).toMatchObject({ has_access: true, subscription_active: false });
  });
});
