// Payments with the simulated provider (docs/payments.md): promo codes, the server's prices, the
// 0 € grant, the simulated checkout page, a bakery's monthly fee, access and the owner's history.
import { parisMonthStart, PAYMENT_MESSAGES } from '@fournil/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccessGrants, bakeryMonthlyPayments, paymentSessions, promoCodes } from '../../../src/db/schema/index.js';
import { addOneMonth } from '../../../src/modules/payments/payment-helpers.js';
import { bearer, mailsTo } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, testConfig, type TestApp } from '../../testing/helper.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';
import { PRO_TEST_ENV, signUp, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let owner: Account;

const post = (account: Account | null, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: account ? bearer(account.access) : {}, ...(payload ? { payload } : {}) });
const get = (account: Account | null, url: string) => t.app.inject({ method: 'GET', url, headers: account ? bearer(account.access) : {} });
const checkout = (account: Account, payload: Record<string, unknown>) => post(account, '/api/payments/create-checkout-session/', payload);
const access = async (account: Account) => (await get(account, '/api/payments/access/')).json();
const grantsOf = (userId: number) => t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.userId, userId));
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

async function addPromo(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  const [row] = await t.app.db.db
    .insert(promoCodes)
    .values({ discountCents: 300, ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp({ ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' });
  owner = await verifiedOwner(t.app, 'pay-owner');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/promo/check/', () => {
  it('answers the discount of a valid code, whatever its case', async () => {
    await addPromo({ code: 'BIENVENUE' });
    const response = await post(owner, '/api/promo/check/', { code: 'bienvenue' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, discount_cents: 300 });
  });

  it('answers {valid:false, discount_cents:0} for an unknown, inactive, expired, not yet valid or used-up code', async () => {
    const day = 24 * 3600 * 1000;
    await addPromo({ code: 'INACTIF', isActive: false });
    await addPromo({ code: 'EXPIRE', validUntil: new Date(Date.now() - day) });
    await addPromo({ code: 'BIENTOT', validFrom: new Date(Date.now() + day) });
    await addPromo({ code: 'EPUISE', maxUses: 2, uses: 2 });
    for (const code of ['INCONNU', 'INACTIF', 'EXPIRE', 'BIENTOT', 'EPUISE']) {
      const response = await post(owner, '/api/promo/check/', { code });
      expect(response.json(), code).toEqual({ valid: false, discount_cents: 0 });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await post(null, '/api/promo/check/', { code: 'BIENVENUE' })).statusCode).toBe(401);
  });
});

describe('POST /api/payments/create-checkout-session/', () => {
  it('refuses an owner whose SIREN is not verified', async () => {
    const unverified = await signUp(t.app, 'pay-unverified');
    const response = await checkout(unverified, { mode: 'payment' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an amount that differs from the server’s price', async () => {
    const response = await checkout(owner, { mode: 'payment', amount_cents: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.amountMismatch });
    const withPromo = await checkout(owner, { mode: 'subscription', promo_code: 'BIENVENUE', amount_cents: 1200 });
    expect(withPromo.json()).toEqual({ detail: PAYMENT_MESSAGES.amountMismatch });
  });

  it('re-checks the promo code: an expired or used-up code is refused', async () => {
    for (const code of ['EXPIRE', 'EPUISE', 'INCONNU']) {
      const response = await checkout(owner, { mode: 'payment', promo_code: code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.promoInvalid });
    }
  });

  it('opens a simulated checkout page for the discounted amount', async () => {
    const response = await checkout(owner, { mode: 'payment', promo_code: 'BIENVENUE', amount_cents: 1200 });
    expect(response.statusCode).toBe(200);
    const { checkout_url, sessionId } = response.json();
    expect(checkout_url).toBe(`http://fournil.test/paiement/simulation/${sessionId}`);
    const page = await get(owner, `/api/payments/simulation/${sessionId}/`);
    expect(page.json()).toMatchObject({
      product: PAYMENT_MESSAGES.productOneOff,
      amount_cents: 1200,
      provider: 'Simulation',
      status: 'pending',
      success_url: `http://fournil.test/success?session_id=${sessionId}`,
      cancel_url: 'http://fournil.test/deverrouiller-regie',
    });
  });

  it('0 € after the promo grants access at once, records a 0 € payment and counts the code once', async () => {
    const promo = await addPromo({ code: 'OFFERT', discountCents: 5000, maxUses: 1 });
    const lucky = await verifiedOwner(t.app, 'pay-free');
    const response = await checkout(lucky, { mode: 'payment', promo_code: 'OFFERT', amount_cents: 0 });
    expect(response.statusCode).toBe(200);
    const { checkout_url, sessionId } = response.json();
    expect(checkout_url).toBe(`http://fournil.test/success?session_id=${sessionId}`);
    expect((await get(null, `/api/payments/paiements/status/?session_id=${sessionId}`)).json()).toEqual({ status: 'paid', error: null });
    expect(await access(lucky)).toMatchObject({ has_access: true, subscription_active: false });
    const [session] = await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, sessionId));
    expect(session).toMatchObject({ amountCents: 0, status: 'paid', promoCodeId: promo.id });
    const [counted] = await t.app.db.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(counted!.uses).toBe(1);

    // The code is now used up: the next owner is refused, nothing granted.
    const late = await verifiedOwner(t.app, 'pay-free-late');
    const refused = await checkout(late, { mode: 'payment', promo_code: 'OFFERT', amount_cents: 0 });
    expect(refused.json()).toEqual({ detail: PAYMENT_MESSAGES.promoInvalid });
    expect(await grantsOf(late.id)).toEqual([]);
  });

  it('concurrent 0 € requests never use a code past its maximum', async () => {
    const promo = await addPromo({ code: 'COURSE', discountCents: 1500, maxUses: 2 });
    const racers = await Promise.all(Array.from({ length: 6 }, (_, index) => verifiedOwner(t.app, `pay-racer-${index}`)));
    const responses = await Promise.all(racers.map((racer) => checkout(racer, { mode: 'payment', promo_code: 'COURSE' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    const [after] = await t.app.db.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(after!.uses).toBe(2);
  });
});

describe('the simulated checkout page', () => {
  it('Payer twice grants once, counts the promo once, queues one receipt, and the browser goes to the success URL', async () => {
    const buyer = await verifiedOwner(t.app, 'pay-sim');
    const promo = await addPromo({ code: 'SIMU', discountCents: 300, maxUses: 5 });
    const { sessionId } = (await checkout(buyer, { mode: 'payment', promo_code: 'SIMU', amount_cents: 1200 })).json();
    expect((await get(null, `/api/payments/paiements/status/?session_id=${sessionId}`)).json()).toEqual({ status: 'pending', error: null });

    const [first, second] = await Promise.all([
      post(buyer, `/api/payments/simulation/${sessionId}/payer/`),
      post(buyer, `/api/payments/simulation/${sessionId}/payer/`),
    ]);
    expect(first!.json()).toEqual({ redirect_url: `http://fournil.test/success?session_id=${sessionId}` });
    expect(second!.statusCode).toBe(200);
    expect(await grantsOf(buyer.id)).toHaveLength(1);
    const [counted] = await t.app.db.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(counted!.uses).toBe(1);
    const receipts = (await mailsTo(t.app, buyer.email)).filter((mail) => /Reçu de paiement/.test(mail.subject));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Produit : ${PAYMENT_MESSAGES.productOneOff}`);
    expect(receipts[0]!.text).toContain('Montant : 12,00\u00a0€');
    expect(receipts[0]!.text).toMatch(/Période : du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}/);
    expect((await get(null, `/api/payments/status/?session_id=${sessionId}`)).json()).toEqual({ status: 'success', error: null });
  });

  it('only the session’s owner may pay or cancel it', async () => {
    const { sessionId } = (await checkout(owner, { mode: 'payment' })).json();
    const intruder = await verifiedOwner(t.app, 'pay-intruder');
    expect((await post(intruder, `/api/payments/simulation/${sessionId}/payer/`)).statusCode).toBe(403);
    expect((await get(intruder, `/api/payments/simulation/${sessionId}/`)).statusCode).toBe(403);
    expect((await post(null, `/api/payments/simulation/${sessionId}/payer/`)).statusCode).toBe(401);
    expect(await grantsOf(intruder.id)).toEqual([]);
    expect(await grantsOf(owner.id)).toEqual([]);
  });

  it('Annuler closes the session: its status becomes failed and Payer is refused', async () => {
    const { sessionId } = (await checkout(owner, { mode: 'payment' })).json();
    const canceled = await post(owner, `/api/payments/simulation/${sessionId}/annuler/`);
    expect(canceled.json()).toEqual({ redirect_url: 'http://fournil.test/deverrouiller-regie' });
    expect((await get(null, `/api/payments/paiements/status/?session_id=${sessionId}`)).json()).toEqual({
      status: 'failed',
      error: PAYMENT_MESSAGES.resultFailure,
    });
    expect((await post(owner, `/api/payments/simulation/${sessionId}/payer/`)).statusCode).toBe(409);
    expect(await grantsOf(owner.id)).toEqual([]);
  });

  it('a subscription paid on the simulation is active and can be cancelled; access runs to the end of the month', async () => {
    const subscriber = await verifiedOwner(t.app, 'pay-sub');
    const { checkout_url } = (await checkout(subscriber, { mode: 'subscription', amount_cents: 1200 })).json();
    await post(subscriber, `/api/payments/simulation/${sessionIdOf(checkout_url)}/payer/`);
    const before = await access(subscriber);
    expect(before).toMatchObject({ has_access: true, subscription_active: true, can_cancel: true });
    expect((await checkout(subscriber, { mode: 'subscription' })).json()).toEqual({ detail: PAYMENT_MESSAGES.subscriptionExists });
    const canceled = await post(subscriber, '/api/payments/subscription/cancel/');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().until).toBe(before.until);
    expect(await access(subscriber)).toMatchObject({
      has_access: true,
      until: before.until,
      subscription_active: false,
      can_cancel: false,
    });
    expect((await post(subscriber, '/api/payments/subscription/cancel/')).json()).toEqual({ detail: PAYMENT_MESSAGES.noSubscription });
  });

  it('a one-off bought during a running access starts when it ends', async () => {
    const buyer = await verifiedOwner(t.app, 'pay-twice');
    for (let index = 0; index < 2; index += 1) {
      const { sessionId } = (await checkout(buyer, { mode: 'payment' })).json();
      await post(buyer, `/api/payments/simulation/${sessionId}/payer/`);
    }
    const grants = (await grantsOf(buyer.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(grants[1]!.startsAt.getTime()).toBe(grants[0]!.endsAt.getTime());
    expect(new Date((await access(buyer)).until).getTime()).toBe(grants[1]!.endsAt.getTime());
  });
});

describe('a bakery’s monthly fee and the owner’s payments', () => {
  let payer: Account;
  let bakeryId: number;

  beforeAll(async () => {
    payer = await verifiedOwner(t.app, 'pay-bakery');
    bakeryId = (await insertBakery(t.app.db.db, payer.id, { nom: 'Le Fournil du Marais', position: null })).id;
  });

  it('refuses an owner whose SIREN is not verified (403); the advertising access is not needed (the month is paid below without it)', async () => {
    const unverified = await signUp(t.app, 'pay-bakery-unverified');
    const response = await post(unverified, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId });
    expect(response.statusCode).toBe(403);
    expect((await access(payer)).has_access).toBe(false);
    // « Mes paiements » needs no running access (a lapsed owner keeps their payments and invoices).
    const history = await get(payer, '/api/regiepub/paiements/');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([]);
  });

  it('pays 15,00 € for the current Paris month, once, without the advertising access; another owner may not pay for this bakery', async () => {
    expect((await post(payer, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId, amount_cents: 1000 })).json()).toEqual({
      detail: PAYMENT_MESSAGES.amountMismatch,
    });
    const response = await post(payer, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId, amount_cents: 1500 });
    expect(response.statusCode).toBe(200);
    const { session_id, checkout_url } = response.json();
    expect(checkout_url).toBe(`http://fournil.test/paiement/simulation/${session_id}`);
    const page = (await get(payer, `/api/payments/simulation/${session_id}/`)).json();
    expect(page).toMatchObject({
      product: PAYMENT_MESSAGES.productBakeryMonth('Le Fournil du Marais'),
      amount_cents: 1500,
      success_url: `http://fournil.test/paiement/success?session_id=${session_id}`,
    });
    await post(payer, `/api/payments/simulation/${session_id}/payer/`);
    const months = await t.app.db.db.select().from(bakeryMonthlyPayments).where(eq(bakeryMonthlyPayments.boulangerieId, bakeryId));
    expect(months).toEqual([expect.objectContaining({ period: parisMonthStart(), status: 'paid', amountCents: 1500 })]);

    const again = await post(payer, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaidMonth });

    const stranger = await verifiedOwner(t.app, 'pay-stranger');
    expect((await post(stranger, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId })).statusCode).toBe(403);
  });

  it('lists the owner’s own payments, newest first, and nobody else’s', async () => {
    const response = await get(payer, '/api/regiepub/paiements/');
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { purpose: string }) => row.purpose)).toEqual(['bakery_month']);
    expect(rows[0]).toMatchObject({ boulangerie: bakeryId, period: parisMonthStart(), amount_cents: 1500, status: 'paid' });
    const total = (await t.app.db.db.select({ n: sql<number>`count(*)::int` }).from(paymentSessions))[0]!.n;
    expect(total).toBeGreaterThan(rows.length);
  });
});

describe('configuration and provider', () => {
  it('refuses Stripe without its webhook secret, naming the variable', () => {
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET est obligatoire/);
    expect(() =>
      testConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).not.toThrow();
  });

  it('documents every payment route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/promo/check/',
      '/api/payments/create-checkout-session/',
      '/api/payments/create-payment-session/',
      '/api/payments/paiements/status/',
      '/api/payments/status/',
      '/api/payments/webhook/',
      '/api/payments/access/',
      '/api/payments/subscription/cancel/',
      '/api/payments/bakeries/{id}/subscription/cancel/',
      '/api/payments/portal/',
      '/api/regiepub/paiements/',
      '/api/payments/simulation/{sessionId}/payer/',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });

  it('the simulated provider accepts no webhook: 400, nothing recorded', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.webhookSignature });
  });
});

describe('addOneMonth', () => {
  it('keeps the day, clamped to the end of a shorter month', () => {
    expect(addOneMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-12-23T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
