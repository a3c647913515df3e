// Abuse limits on the payment routes (docs/sessions-and-limits.md, "Payments"): guessing promo codes
// and opening checkouts are counted per account and per client address; over either limit the answer
// is the French 429 with a Retry-After.
import { AUTH_DETAILS } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '../../../src/db/schema/index.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

// Small limits for the test; production values are checked against the documented table below.
const PER_ACCOUNT = 3;
const PER_ADDRESS = 5;

let t: TestApp;

const post = (account: Account, url: string, remoteAddress: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), remoteAddress, payload });
const promoCheck = (account: Account, remoteAddress: string) => post(account, '/api/promo/check/', remoteAddress, { code: 'DEVINETTE' });
const openCheckout = (account: Account, remoteAddress: string) =>
  post(account, '/api/payments/create-checkout-session/', remoteAddress, { mode: 'payment' });
const payMonth = (account: Account, remoteAddress: string) =>
  post(account, '/api/payments/create-payment-session/', remoteAddress, { boulangerie_id: 1 });

/** The French 429 of every abuse limit, with a Retry-After within the window. */
function expectThrottled(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

beforeAll(async () => {
  t = await buildTestApp(
    { ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' },
    {
      rateLimits: {
        promoCheck: { max: PER_ADDRESS },
        promoCheckAccount: { max: PER_ACCOUNT },
        checkout: { max: PER_ADDRESS },
        checkoutAccount: { max: PER_ACCOUNT },
      },
    },
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

it('uses the documented production limits (docs/sessions-and-limits.md)', () => {
  const TEN_MINUTES = 10 * 60_000;
  expect(RATE_LIMITS.promoCheck).toEqual({ max: 30, timeWindow: TEN_MINUTES });
  expect(RATE_LIMITS.promoCheckAccount).toEqual({ max: 10, timeWindow: TEN_MINUTES });
  expect(RATE_LIMITS.checkout).toEqual({ max: 30, timeWindow: TEN_MINUTES });
  expect(RATE_LIMITS.checkoutAccount).toEqual({ max: 10, timeWindow: TEN_MINUTES });
  expect(AUTH_DETAILS.tooManyAttempts).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
});

describe('POST /api/promo/check/', () => {
  it(`refuses the account's call ${PER_ACCOUNT + 1}, from any address; then the address's call ${PER_ADDRESS + 1}, whoever asks`, async () => {
    const guesser = await verifiedOwner(t.app, 'limit-guesser');
    const neighbour = await verifiedOwner(t.app, 'limit-neighbour');
    const elsewhere = await verifiedOwner(t.app, 'limit-elsewhere');
    const shared = '198.51.100.1';

    for (let call = 1; call <= PER_ACCOUNT; call += 1) expect((await promoCheck(guesser, shared)).statusCode, `call ${call}`).toBe(200);
    expectThrottled(await promoCheck(guesser, shared), 600);
    // Another address does not reopen the account's counter.
    expectThrottled(await promoCheck(guesser, '198.51.100.2'), 600);

    // The address has counted PER_ACCOUNT + 1 calls: another account from it gets what is left.
    for (let call = PER_ACCOUNT + 2; call <= PER_ADDRESS; call += 1)
      expect((await promoCheck(neighbour, shared)).statusCode, `call ${call}`).toBe(200);
    expectThrottled(await promoCheck(neighbour, shared), 600);

    // An account with its own address is untouched.
    expect((await promoCheck(elsewhere, '198.51.100.3')).statusCode).toBe(200);
  });
});

describe('POST /api/payments/create-checkout-session/ and /api/payments/create-payment-session/', () => {
  it(`refuses the account's checkout ${PER_ACCOUNT + 1}, on both routes and from any address, and nothing is opened`, async () => {
    const owner = await verifiedOwner(t.app, 'limit-buyer');
    const address = '203.0.113.10';
    for (let call = 1; call <= PER_ACCOUNT; call += 1) expect((await openCheckout(owner, address)).statusCode, `call ${call}`).toBe(200);
    expectThrottled(await openCheckout(owner, address), 600);
    expectThrottled(await openCheckout(owner, '203.0.113.11'), 600);
    // The month's payment opens a checkout too: the same account counter.
    expectThrottled(await payMonth(owner, '203.0.113.12'), 600);
    expect(await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.userId, owner.id))).toHaveLength(PER_ACCOUNT);
  });

  it(`refuses the address's checkout ${PER_ADDRESS + 1} to another account`, async () => {
    const first = await verifiedOwner(t.app, 'limit-office-1');
    const second = await verifiedOwner(t.app, 'limit-office-2');
    const office = '203.0.113.20';
    for (let call = 1; call <= PER_ACCOUNT; call += 1) expect((await openCheckout(first, office)).statusCode, `call ${call}`).toBe(200);
    for (let call = PER_ACCOUNT + 1; call <= PER_ADDRESS; call += 1)
      expect((await openCheckout(second, office)).statusCode, `call ${call}`).toBe(200);
    expectThrottled(await openCheckout(second, office), 600);
    // The same account from another address still opens its checkout.
    expect((await openCheckout(second, '203.0.113.21')).statusCode).toBe(200);
  });
});
