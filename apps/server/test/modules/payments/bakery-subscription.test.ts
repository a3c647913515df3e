// A bakery's monthly publication subscription with the simulated provider (docs/payments.md,
// "Subscriptions"): it pays the first month only, is one per bakery, is not the advertising
// access's subscription, is cancelled by the bakery's owner, and has no card to update.
import { parisMonthStart, PAYMENT_MESSAGES } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSubscriptions, bakeryMonthlyPayments, payments } from '../../../src/db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { createBakery } from '../../testing/campaign-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let owner: Account;
let bakeryId: number;

const post = (account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const get = (account: Account, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(account.access) });
const subscriptionsOf = (id: number) => t.app.db.db.select().from(adSubscriptions).where(eq(adSubscriptions.boulangerieId, id));

beforeAll(async () => {
  t = await buildTestApp({ ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' });
  owner = await verifiedOwner(t.app, 'sim-sub-owner');
  bakeryId = await createBakery(t.app, owner, 'La Mie Mensuelle');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('simulated publication subscription', () => {
  it('`Payer` pays the current month and starts a subscription of that bakery, which is not the advertising access’s', async () => {
    const opened = await post(owner, '/api/payments/create-payment-session/', {
      boulangerie_id: bakeryId,
      mode: 'subscription',
      amount_cents: 1500,
    });
    expect(opened.statusCode).toBe(200);
    const { session_id } = opened.json();
    const page = (await get(owner, `/api/payments/simulation/${session_id}/`)).json();
    expect(page).toMatchObject({
      product: 'Publication mensuelle (abonnement) — La Mie Mensuelle',
      amount_cents: 1500,
      success_url: `http://fournil.test/paiement/success?session_id=${session_id}`,
    });
    const paid = await post(owner, `/api/payments/simulation/${session_id}/payer/`);
    expect(paid.statusCode).toBe(200);

    const months = await t.app.db.db.select().from(bakeryMonthlyPayments).where(eq(bakeryMonthlyPayments.boulangerieId, bakeryId));
    expect(months).toEqual([expect.objectContaining({ period: parisMonthStart(), status: 'paid', amountCents: 1500 })]);
    const [subscription] = await subscriptionsOf(bakeryId);
    expect(subscription).toMatchObject({ purpose: 'bakery_month', userId: owner.id, provider: 'simulated', status: 'active' });
    expect(subscription!.providerSubscriptionId).toMatch(/^sim_sub_/);
    const [ledger] = await t.app.db.db.select().from(payments).where(eq(payments.id, months[0]!.paymentId!));
    expect(ledger).toMatchObject({
      kind: 'bakery_month_subscription',
      subscriptionId: subscription!.id,
      method: 'simulation',
      amountCents: 1500,
    });

    // The access screens know nothing of it: no access subscription to show or cancel.
    expect((await get(owner, '/api/payments/access/')).json()).toMatchObject({
      has_access: false,
      subscription_active: false,
      can_cancel: false,
    });
    const cancelAccess = await post(owner, '/api/payments/subscription/cancel/');
    expect(cancelAccess.statusCode).toBe(404);
    expect(cancelAccess.json()).toEqual({ detail: PAYMENT_MESSAGES.noSubscription });
    expect((await subscriptionsOf(bakeryId))[0]!.status).toBe('active');
  });

  it('a second subscription for the bakery is refused while the first runs (409, French)', async () => {
    const again = await post(owner, '/api/payments/create-payment-session/', { boulangerie_id: bakeryId, mode: 'subscription' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.bakerySubscriptionExists });
  });

  it('the billing portal answers 409: the simulation took no card', async () => {
    const response = await post(owner, '/api/payments/portal/');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: PAYMENT_MESSAGES.portalSimulated });
  });

  it('the bakery’s owner cancels it; the month paid stays paid', async () => {
    const response = await post(owner, `/api/payments/bakeries/${bakeryId}/subscription/cancel/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toMatch(
      /^Abonnement résilié : la publication de La Mie Mensuelle reste payée jusqu'au \d{2}\/\d{2}\/\d{4}, aucun autre mois ne sera prélevé\.$/,
    );
    expect((await subscriptionsOf(bakeryId))[0]!.status).toBe('canceled');
    const months = await t.app.db.db.select().from(bakeryMonthlyPayments).where(eq(bakeryMonthlyPayments.boulangerieId, bakeryId));
    expect(months.map((month) => month.status)).toEqual(['paid']);
  });

  it('an unknown bakery answers 404', async () => {
    expect((await post(owner, '/api/payments/bakeries/999999/subscription/cancel/')).statusCode).toBe(404);
  });
});
