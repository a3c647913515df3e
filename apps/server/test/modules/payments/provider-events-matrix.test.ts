// The provider events that move money (docs/payments.md, "Provider events"), each signed the way
// Stripe signs it and delivered through the webhook: twice, out of order (too early → 409, then
// OK) and ten at once. Whatever the order, the state changes exactly once: one credit note, one
// flag, one mail, one month, one grant.
import { parisMonthStart, PAYMENT_MESSAGES } from '@fournil/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adAccessGrants,
  adSubscriptions,
  bakeryMonthlyPayments,
  campaigns,
  invoices,
  payments,
  paymentSessions,
  processedProviderEvents,
} from '../../../src/db/schema/index.js';
import { bearer, mailsTo } from '../../testing/auth-helpers.js';
import { addCampaignImageRow, createBakery, grantAccess } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import {
  chargeObject,
  disputeObject,
  invoiceObject,
  signedEvent,
  startStripePeer,
  type PeerSession,
  type SignedEvent,
  type StripePeer,
  stripeEnvFor,
} from '../../testing/stripe-peer.js';

const WEBHOOK_SECRET = 'whsec_test_matrix_for_fournil';
const APP_URL = 'http://fournil.test';
const STAFF_EMAIL = 'equipe@fournil.test';
const DAY = 24 * 3600;

let t: TestApp;
let peer: StripePeer;
let eventCounter = 0;

const sign = (type: string, object: object, id = `evt_${type.replace(/\W/g, '_')}_${++eventCounter}`) =>
  signedEvent({ id, type, data: { object } }, WEBHOOK_SECRET);

function deliver(body: SignedEvent) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': body.signature },
    payload: body.payload,
  });
}

/** The same signed event delivered `times` times at once: every delivery answers 200. */
async function deliverConcurrently(body: SignedEvent, times = 10) {
  const responses = await Promise.all(Array.from({ length: times }, () => deliver(body)));
  expect(responses.map((response) => response.statusCode)).toEqual(Array(times).fill(200));
}

const post = (account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const access = async (account: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/access/', headers: bearer(account.access) })).json();
const sessionRow = async (sessionId: string) =>
  (await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId)))[0]!;
const ledgerRow = async (paymentIntent: string) =>
  (await t.app.db.db.select().from(payments).where(eq(payments.providerPaymentId, paymentIntent)))[0];
const documentsOf = (paymentId: number) =>
  t.app.db.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.id);
const grantsOf = (userId: number) => t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.userId, userId));
const mailsAbout = async (to: string, subject: RegExp) => (await mailsTo(t.app, to)).filter((mail) => subject.test(mail.subject));
const eventRecorded = async (id: string) =>
  (await t.app.db.db.select().from(processedProviderEvents).where(eq(processedProviderEvents.eventId, id))).length === 1;
const eventId = (body: SignedEvent) => (JSON.parse(body.payload) as { id: string }).id;

/** A one-off access checkout (15,00 €) opened at the peer, not paid yet. */
async function openAccessCheckout(buyer: Account): Promise<string> {
  const response = await post(buyer, '/api/payments/create-checkout-session/', { mode: 'payment' });
  expect(response.statusCode).toBe(200);
  return response.json().sessionId;
}

/** A one-off access paid by card and completed by its webhook: the payment intent the charge events name. */
async function paidAccess(buyer: Account): Promise<{ session: PeerSession; paymentIntent: string }> {
  const sessionId = await openAccessCheckout(buyer);
  const session = peer.complete(sessionId);
  expect((await deliver(sign('checkout.session.completed', { ...session }))).statusCode).toBe(200);
  return { session, paymentIntent: session.payment_intent! };
}

beforeAll(async () => {
  peer = await startStripePeer();
  t = await buildTestApp({
    ...PRO_TEST_ENV,
    APP_URL,
    STAFF_EMAIL,
    ...stripeEnvFor(peer, WEBHOOK_SECRET, 'sk_test_matrix'),
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('charge.refunded', () => {
  it('a refund that arrives before its payment is known is refused for a retry (409, not recorded), then applied once', async () => {
    const buyer = await verifiedOwner(t.app, 'refund-early');
    const sessionId = await openAccessCheckout(buyer);
    const session = peer.complete(sessionId);
    const refund = sign('charge.refunded', chargeObject(session.payment_intent!, 1500, 1500));

    const early = await deliver(refund);
    expect(early.statusCode).toBe(409);
    expect(await eventRecorded(eventId(refund))).toBe(false);

    expect((await deliver(sign('checkout.session.completed', { ...session }))).statusCode).toBe(200);
    expect((await access(buyer)).has_access).toBe(true);

    await deliverConcurrently(refund);
    const payment = (await ledgerRow(session.payment_intent!))!;
    expect(payment.refundedCents).toBe(1500);
    const documents = await documentsOf(payment.id);
    expect(documents.map((document) => document.type)).toEqual(['facture', 'avoir']);
    expect(Math.abs(documents[1]!.totalTtcCents)).toBe(1500);
    // A refunded access ends now.
    expect((await access(buyer)).has_access).toBe(false);
  });

  it('cumulative totals in any order: the full refund first, the earlier partial one after, makes one credit note of 15,00 €', async () => {
    const buyer = await verifiedOwner(t.app, 'refund-reversed');
    const { paymentIntent } = await paidAccess(buyer);
    const partial = sign('charge.refunded', chargeObject(paymentIntent, 1500, 500));
    const full = sign('charge.refunded', chargeObject(paymentIntent, 1500, 1500));

    await deliverConcurrently(full);
    await deliverConcurrently(partial);
    await deliverConcurrently(full);

    const payment = (await ledgerRow(paymentIntent))!;
    expect(payment.refundedCents).toBe(1500);
    const creditNotes = (await documentsOf(payment.id)).filter((document) => document.type === 'avoir');
    expect(creditNotes.map((note) => Math.abs(note.totalTtcCents))).toEqual([1500]);
  });

  it('in order: a partial refund, then the rest, make two credit notes (5,00 € then 10,00 €) and keep the access until the full refund', async () => {
    const buyer = await verifiedOwner(t.app, 'refund-in-order');
    const { paymentIntent } = await paidAccess(buyer);

    await deliverConcurrently(sign('charge.refunded', chargeObject(paymentIntent, 1500, 500)));
    expect((await access(buyer)).has_access).toBe(true);
    await deliverConcurrently(sign('charge.refunded', chargeObject(paymentIntent, 1500, 1500)));

    const payment = (await ledgerRow(paymentIntent))!;
    const creditNotes = (await documentsOf(payment.id)).filter((document) => document.type === 'avoir');
    expect(creditNotes.map((note) => Math.abs(note.totalTtcCents))).toEqual([500, 1000]);
    expect((await access(buyer)).has_access).toBe(false);
  });
});

describe('charge.dispute.created', () => {
  it('flags the payment and mails the staff once (amount, owner, reason), even for two events of the same dispute delivered ten times at once', async () => {
    const buyer = await verifiedOwner(t.app, 'dispute-owner');
    const sessionId = await openAccessCheckout(buyer);
    const session = peer.complete(sessionId);
    const dispute = disputeObject(session.payment_intent!, 1500, 'fraudulent');
    const created = sign('charge.dispute.created', dispute);

    // Before the payment is known: retry later.
    expect((await deliver(created)).statusCode).toBe(409);
    await deliver(sign('checkout.session.completed', { ...session }));

    const staffBefore = (await mailsAbout(STAFF_EMAIL, /Litige/)).length;
    await Promise.all([deliverConcurrently(created), deliverConcurrently(sign('charge.dispute.created', dispute))]);

    const payment = (await ledgerRow(session.payment_intent!))!;
    expect(payment.providerDisputeId).toBe(dispute.id);
    expect(payment.disputedAt).not.toBeNull();
    const mails = (await mailsAbout(STAFF_EMAIL, /Litige/)).slice(staffBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[Fournil] Litige sur un paiement de 15,00\u00a0€');
    expect(mails[0]!.text).toContain('Montant contesté : 15,00\u00a0€');
    expect(mails[0]!.text).toContain('Motif : paiement frauduleux (fraudulent)');
    expect(mails[0]!.text).toContain(`Client : ${buyer.username} <${buyer.email}> (compte n° ${buyer.id})`);
    expect(mails[0]!.text).toContain(`${APP_URL}/admin/paiements`);
    // The access paid stays: a dispute is answered, not assumed lost.
    expect((await access(buyer)).has_access).toBe(true);
  });
});

describe('checkout.session.async_payment_succeeded / _failed (delayed methods)', () => {
  it('completed (not paid yet) grants nothing; the later success grants once, whatever the number of deliveries', async () => {
    const buyer = await verifiedOwner(t.app, 'async-success');
    const sessionId = await openAccessCheckout(buyer);
    const session = peer.completeAsync(sessionId);
    await deliverConcurrently(sign('checkout.session.completed', { ...session }));
    expect((await sessionRow(sessionId)).status).toBe('pending');
    expect(await grantsOf(buyer.id)).toHaveLength(0);

    session.payment_status = 'paid';
    const succeeded = sign('checkout.session.async_payment_succeeded', { ...session });
    await deliverConcurrently(succeeded);
    await deliver(succeeded);
    expect((await sessionRow(sessionId)).status).toBe('paid');
    expect(await grantsOf(buyer.id)).toHaveLength(1);
    expect(await mailsAbout(buyer.email, /Reçu de paiement/)).toHaveLength(1);
    const status = await t.app.inject({ method: 'GET', url: `/api/payments/status/?session_id=${sessionId}` });
    expect(status.json()).toEqual({ status: 'success', error: null });
  });

  it('in reverse order (success before completed) the session is paid once and the late `completed` changes nothing', async () => {
    const buyer = await verifiedOwner(t.app, 'async-reversed');
    const sessionId = await openAccessCheckout(buyer);
    const session = peer.complete(sessionId);
    await deliverConcurrently(sign('checkout.session.async_payment_succeeded', { ...session }));
    await deliverConcurrently(sign('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    expect((await sessionRow(sessionId)).status).toBe('paid');
    expect(await grantsOf(buyer.id)).toHaveLength(1);
  });

  it('a failed delayed payment fails the pending session (the status answers failed in French) and mails the owner once', async () => {
    const buyer = await verifiedOwner(t.app, 'async-failed');
    const sessionId = await openAccessCheckout(buyer);
    const session = peer.completeAsync(sessionId);
    await deliver(sign('checkout.session.completed', { ...session }));
    const failed = sign('checkout.session.async_payment_failed', { ...session });
    await deliverConcurrently(failed);
    await deliver(failed);

    expect((await sessionRow(sessionId)).status).toBe('failed');
    const status = await t.app.inject({ method: 'GET', url: `/api/payments/status/?session_id=${sessionId}` });
    expect(status.json()).toEqual({ status: 'failed', error: PAYMENT_MESSAGES.resultFailure });
    expect(await grantsOf(buyer.id)).toHaveLength(0);
    const mails = await mailsAbout(buyer.email, /Paiement refusé/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'Votre paiement de 15,00\u00a0€ pour « Régie Publicitaire — accès un mois » a été refusé par votre banque',
    );
    expect(mails[0]!.text).toContain(`${APP_URL}/deverrouiller-regie`);
  });

  it('a failure never un-grants a paid session; a failure for an unknown session is refused for a retry', async () => {
    const buyer = await verifiedOwner(t.app, 'async-late-failure');
    const { session } = await paidAccess(buyer);
    await deliverConcurrently(sign('checkout.session.async_payment_failed', { ...session }));
    expect((await sessionRow(session.id)).status).toBe('paid');
    expect((await access(buyer)).has_access).toBe(true);
    expect(await mailsAbout(buyer.email, /Paiement refusé/)).toHaveLength(0);

    const unknown = sign('checkout.session.async_payment_failed', { id: 'cs_test_unknown', object: 'checkout.session' });
    expect((await deliver(unknown)).statusCode).toBe(409);
    expect(await eventRecorded(eventId(unknown))).toBe(false);
  });
});

/** A bakery's monthly publication subscription opened by its owner and paid at the peer. */
async function subscribedBakery(username: string) {
  const owner = await verifiedOwner(t.app, username);
  const bakeryId = await createBakery(t.app, owner, `Fournil ${username}`);
  const response = await post(owner, '/api/payments/create-payment-session/', {
    boulangerie_id: bakeryId,
    mode: 'subscription',
    amount_cents: 1500,
  });
  expect(response.statusCode).toBe(200);
  const session = peer.complete(response.json().session_id);
  return { owner, bakeryId, session };
}

const monthsOf = (bakeryId: number) =>
  t.app.db.db
    .select()
    .from(bakeryMonthlyPayments)
    .where(eq(bakeryMonthlyPayments.boulangerieId, bakeryId))
    .orderBy(bakeryMonthlyPayments.period);
const subscriptionOf = async (providerId: string) =>
  (await t.app.db.db.select().from(adSubscriptions).where(eq(adSubscriptions.providerSubscriptionId, providerId)))[0];

describe('a bakery’s monthly publication subscription', () => {
  it('an owner without the advertising access subscribes: a Stripe subscription checkout of 15,00 € a month for that bakery', async () => {
    const owner = await verifiedOwner(t.app, 'sub-checkout');
    const bakeryId = await createBakery(t.app, owner, 'Au Pain Mensuel');
    expect((await access(owner)).has_access).toBe(false);
    const response = await post(owner, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId, mode: 'subscription' });
    expect(response.statusCode).toBe(200);
    const sent = peer.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form.get('mode')).toBe('subscription');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(sent.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent.form.get('metadata[purpose]')).toBe('bakery_month_subscription');
    expect(sent.form.get('metadata[boulangerie_id]')).toBe(String(bakeryId));
    expect(sent.form.get('subscription_data[metadata][boulangerie_id]')).toBe(String(bakeryId));
    expect(sent.form.get('success_url')).toMatch(/\/paiement\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  });

  it('completion pays the current month and starts the subscription; each renewal pays the Paris month of its period start once', async () => {
    const { owner, bakeryId, session } = await subscribedBakery('sub-renewals');
    const now = Math.floor(Date.now() / 1000);
    // The first invoice before the checkout's completion: retry later.
    const first = sign(
      'invoice.paid',
      invoiceObject(session.subscription!, {
        id: `in_first_${bakeryId}`,
        periodStart: now,
        periodEnd: now + 30 * DAY,
        amount: 1500,
        billingReason: 'subscription_create',
      }),
    );
    expect((await deliver(first)).statusCode).toBe(409);

    await deliverConcurrently(sign('checkout.session.completed', { ...session }));
    await deliverConcurrently(first);
    const subscription = (await subscriptionOf(session.subscription!))!;
    expect(subscription).toMatchObject({
      purpose: 'bakery_month',
      boulangerieId: bakeryId,
      userId: owner.id,
      status: 'active',
      providerCustomerId: session.customer,
    });
    expect((await monthsOf(bakeryId)).map((month) => month.period)).toEqual([parisMonthStart()]);
    // The advertising access is not a bakery's subscription.
    expect(await access(owner)).toMatchObject({ has_access: false, subscription_active: false });

    const periodStart = now + 31 * DAY;
    const renewal = sign(
      'invoice.paid',
      invoiceObject(session.subscription!, {
        id: `in_cycle_${bakeryId}`,
        periodStart,
        periodEnd: periodStart + 30 * DAY,
        amount: 1500,
        paymentIntent: `pi_cycle_${bakeryId}`,
      }),
    );
    const nextMonth = parisMonthStart(new Date(periodStart * 1000));
    await deliverConcurrently(renewal);
    // The same invoice under another event id changes nothing either.
    await deliverConcurrently(sign('invoice.paid', JSON.parse(renewal.payload).data.object));

    expect((await monthsOf(bakeryId)).map((month) => month.period)).toEqual([parisMonthStart(), nextMonth]);
    const ledger = await t.app.db.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.providerInvoiceId, `in_cycle_${bakeryId}`)));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'bakery_month_subscription',
      boulangerieId: bakeryId,
      period: nextMonth,
      amountCents: 1500,
      providerPaymentId: `pi_cycle_${bakeryId}`,
    });
    const [month] = (await monthsOf(bakeryId)).filter((row) => row.period === nextMonth);
    expect(month!.paymentId).toBe(ledger[0]!.id);
    const receipts = (await mailsAbout(owner.email, /Reçu de paiement/)).filter((mail) => mail.text.includes(`NUM-in_cycle_${bakeryId}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Publication mensuelle (abonnement) — Fournil sub-renewals`);
  });

  it('the first month’s refund finds its payment through the first invoice’s payment intent: the month is no longer paid, one credit note', async () => {
    const { bakeryId, session } = await subscribedBakery('sub-first-refund');
    const paymentIntent = `pi_first_${bakeryId}`;
    const now = Math.floor(Date.now() / 1000);
    const refund = sign('charge.refunded', chargeObject(paymentIntent, 1500, 1500));
    // Neither the checkout nor its invoice known yet: retry later.
    expect((await deliver(refund)).statusCode).toBe(409);
    await deliver(sign('checkout.session.completed', { ...session }));
    expect((await deliver(refund)).statusCode).toBe(409);
    const first = invoiceObject(session.subscription!, {
      id: session.invoice!,
      periodStart: now,
      periodEnd: now + 30 * DAY,
      amount: 1500,
      billingReason: 'subscription_create',
      paymentIntent,
    });
    await deliverConcurrently(sign('invoice.paid', first));

    await deliverConcurrently(refund);
    const payment = (await ledgerRow(paymentIntent))!;
    expect(payment).toMatchObject({ kind: 'bakery_month_subscription', providerInvoiceId: session.invoice, refundedCents: 1500 });
    expect((await documentsOf(payment.id)).map((document) => document.type)).toEqual(['facture', 'avoir']);
    expect((await monthsOf(bakeryId)).map((month) => [month.period, month.status])).toEqual([[parisMonthStart(), 'refunded']]);
  });

  it('one running subscription per bakery: a second one is refused with a French 409; the campaign manager’s card shows it running', async () => {
    const { owner, bakeryId, session } = await subscribedBakery('sub-unique');
    await deliver(sign('checkout.session.completed', { ...session }));
    const again = await post(owner, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId, mode: 'subscription' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.bakerySubscriptionExists });
    await grantAccess(t.app.db.db, owner.id);
    const cards = await t.app.inject({ method: 'GET', url: '/api/regiepub/boulangeries/', headers: bearer(owner.access) });
    expect(cards.json().find((card: { id: number }) => card.id === bakeryId)).toMatchObject({
      paid_this_month: true,
      subscription_active: true,
    });
  });

  it('the owner cancels at the period end (another owner may not); customer.subscription.deleted then changes nothing more and no month follows', async () => {
    const { owner, bakeryId, session } = await subscribedBakery('sub-cancel');
    await deliver(sign('checkout.session.completed', { ...session }));
    const stranger = await verifiedOwner(t.app, 'sub-stranger');
    const refused = await post(stranger, `/api/payments/bakeries/${bakeryId}/subscription/cancel/`);
    expect(refused.statusCode).toBe(403);
    expect((await subscriptionOf(session.subscription!))!.status).toBe('active');

    const response = await post(owner, `/api/payments/bakeries/${bakeryId}/subscription/cancel/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toMatch(
      /^Abonnement résilié : la publication de Fournil sub-cancel reste payée jusqu'au \d{2}\/\d{2}\/\d{4}, aucun autre mois ne sera prélevé\.$/,
    );
    expect(peer.canceledSubscriptions).toContain(session.subscription);
    expect(peer.requests.at(-1)!.form.get('cancel_at_period_end')).toBe('true');
    expect((await post(owner, `/api/payments/bakeries/${bakeryId}/subscription/cancel/`)).json()).toEqual({
      detail: PAYMENT_MESSAGES.noBakerySubscription,
    });

    const deleted = sign('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
      items: { object: 'list', data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * DAY }] },
    });
    await deliverConcurrently(deleted);
    expect((await subscriptionOf(session.subscription!))!.status).toBe('canceled');
    expect((await monthsOf(bakeryId)).map((month) => month.period)).toEqual([parisMonthStart()]);
    // Cancelled, a new subscription may start again (from a month not yet paid).
    const again = await post(owner, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId, mode: 'subscription' });
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaidMonth });
  });

  it('customer.subscription.deleted alone (Stripe ended it after failed renewals) marks the bakery’s subscription cancelled, once', async () => {
    const { owner, bakeryId, session } = await subscribedBakery('sub-deleted');
    await deliver(sign('checkout.session.completed', { ...session }));
    await deliverConcurrently(
      sign('customer.subscription.deleted', {
        id: session.subscription,
        object: 'subscription',
        status: 'canceled',
        ended_at: Math.floor(Date.now() / 1000),
      }),
    );
    const subscription = (await subscriptionOf(session.subscription!))!;
    expect(subscription.status).toBe('canceled');
    expect(subscription.canceledAt).not.toBeNull();
    await grantAccess(t.app.db.db, owner.id);
    const cards = await t.app.inject({ method: 'GET', url: '/api/regiepub/boulangeries/', headers: bearer(owner.access) });
    expect(cards.json().find((card: { id: number }) => card.id === bakeryId)).toMatchObject({ subscription_active: false });
  });
});

describe('a month paid from a campaign (publish on payment)', () => {
  const etatOf = async (campaignId: number) =>
    (await t.app.db.db.select({ etat: campaigns.etat }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]?.etat;
  const draftOf = async (bakeryId: number, nom: string) =>
    (
      await t.app.db.db
        .insert(campaigns)
        .values({ boulangerieId: bakeryId, nomCampagne: nom, description: 'Au levain', etat: 'brouillon' })
        .returning({ id: campaigns.id })
        .then(async (rows) => {
          // A month is paid only from a campaign with an image.
          await addCampaignImageRow(t.app.db.db, rows[0]!.id);
          return rows;
        })
    )[0]!.id;

  it('the completed checkout delivered ten times at once publishes the campaign once; a replay after an unpublish does not publish it again', async () => {
    const owner = await verifiedOwner(t.app, 'publish-replay');
    const bakeryId = await createBakery(t.app, owner, 'Fournil Rejoué');
    const campaignId = await draftOf(bakeryId, 'Brioche du dimanche');
    const started = await post(owner, '/api/payments/create-payment-session/', {
      boulangerie_id: bakeryId,
      mode: 'payment',
      campagne_id: campaignId,
    });
    expect(started.statusCode).toBe(200);
    const sessionId: string = started.json().session_id;
    expect(
      peer.requests
        .filter((request) => request.path === '/v1/checkout/sessions')
        .at(-1)!
        .form.get('metadata[boulangerie_id]'),
    ).toBe(String(bakeryId));
    expect(await etatOf(campaignId)).toBe('brouillon');

    const completed = sign('checkout.session.completed', { ...peer.complete(sessionId) });
    await deliverConcurrently(completed);
    expect(await etatOf(campaignId)).toBe('active');
    expect((await monthsOf(bakeryId)).map((month) => month.period)).toEqual([parisMonthStart()]);

    // The owner takes it down; the provider sends the same event again, and a second event id for the same checkout.
    const unpublished = await t.app.inject({
      method: 'PATCH',
      url: `/api/regiepub/campagnes-publicitaires/${campaignId}/`,
      headers: bearer(owner.access),
      payload: { etat: 'brouillon' },
    });
    expect(unpublished.statusCode).toBe(200);
    await deliverConcurrently(completed, 3);
    await deliverConcurrently(sign('checkout.session.completed', { ...peer.complete(sessionId) }), 3);
    expect(await etatOf(campaignId)).toBe('brouillon');
    expect(await monthsOf(bakeryId)).toHaveLength(1);
  });

  it('another owner cannot name someone else’s campaign, and a checkout left unpaid publishes nothing', async () => {
    const victim = await verifiedOwner(t.app, 'publish-victim');
    const victimBakery = await createBakery(t.app, victim, 'Fournil Visé');
    const victimCampaign = await draftOf(victimBakery, 'Pain de seigle');
    const attacker = await verifiedOwner(t.app, 'publish-attacker');
    const attackerBakery = await createBakery(t.app, attacker, 'Fournil Malin');

    const onOwnBakery = await post(attacker, '/api/payments/create-payment-session/', {
      boulangerie_id: attackerBakery,
      campagne_id: victimCampaign,
    });
    expect(onOwnBakery.statusCode).toBe(400);
    const onVictimBakery = await post(attacker, '/api/payments/create-payment-session/', {
      boulangerie_id: victimBakery,
      campagne_id: victimCampaign,
    });
    expect(onVictimBakery.statusCode).toBe(403);

    const unpaid = await post(victim, '/api/payments/create-payment-session/', {
      boulangerie_id: victimBakery,
      campagne_id: victimCampaign,
    });
    expect(unpaid.statusCode).toBe(200);
    expect(await etatOf(victimCampaign)).toBe('brouillon');
    expect(await monthsOf(victimBakery)).toHaveLength(0);
  });
});

describe('invoice.payment_failed', () => {
  it('mails the owner once per failed attempt, in French, with the link to « Mes paiements » where the card is updated', async () => {
    const { owner, session } = await subscribedBakery('renewal-failed');
    await deliver(sign('checkout.session.completed', { ...session }));
    const periodStart = Math.floor(Date.now() / 1000) + 31 * DAY;
    const nextAttempt = periodStart + 3 * DAY;
    const failed = sign(
      'invoice.payment_failed',
      invoiceObject(session.subscription!, {
        id: 'in_failed_1',
        periodStart,
        periodEnd: periodStart + 30 * DAY,
        amount: 1500,
        nextAttempt,
      }),
    );
    await deliverConcurrently(failed);
    await deliver(failed);

    const mails = await mailsAbout(owner.email, /Échec du prélèvement/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Échec du prélèvement de votre abonnement – Fournil');
    expect(mails[0]!.text).toContain(
      'Le prélèvement de 15,00\u00a0€ pour « Publication mensuelle (abonnement) — Fournil renewal-failed » n’a pas abouti.',
    );
    expect(mails[0]!.text).toContain(`${APP_URL}/mes-paiements`);
    // Nothing was paid: no month beyond the first.
    expect((await subscriptionOf(session.subscription!))!.status).toBe('active');
  });

  it('for a subscription we never completed: answered 200, nobody mailed', async () => {
    const failed = sign(
      'invoice.payment_failed',
      invoiceObject('sub_never_completed', { id: 'in_failed_unknown', periodStart: 1, periodEnd: 2, amount: 1500 }),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
  });
});

describe('POST /api/payments/portal/', () => {
  it('answers the Stripe billing portal of the owner’s customer, coming back to /mes-paiements', async () => {
    const { owner, session } = await subscribedBakery('portal-owner');
    await deliver(sign('checkout.session.completed', { ...session }));
    const response = await post(owner, '/api/payments/portal/');
    expect(response.statusCode).toBe(200);
    const portal = peer.portalSessions.at(-1)!;
    expect(response.json()).toEqual({ url: portal.url });
    expect(portal.customer).toBe(session.customer);
    expect(portal.return_url).toBe(`${APP_URL}/mes-paiements`);
  });

  it('an owner who never subscribed by card gets a French 404', async () => {
    const buyer = await verifiedOwner(t.app, 'portal-none');
    await paidAccess(buyer);
    const response = await post(buyer, '/api/payments/portal/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.portalNoCard });
  });
});

describe('signatures', () => {
  it('a money event with a bad signature is refused (400) and changes nothing', async () => {
    const buyer = await verifiedOwner(t.app, 'refund-forged');
    const { paymentIntent } = await paidAccess(buyer);
    const forged = signedEvent(
      { id: 'evt_forged_refund', type: 'charge.refunded', data: { object: chargeObject(paymentIntent, 1500, 1500) } },
      'whsec_not_ours',
    );
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await ledgerRow(paymentIntent))!.refundedCents).toBe(0);
    expect((await access(buyer)).has_access).toBe(true);
    const count = await t.app.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(processedProviderEvents)
      .where(eq(processedProviderEvents.eventId, 'evt_forged_refund'));
    expect(count[0]!.n).toBe(0);
  });
});
