// A promo code serves each account once unless staff set otherwise on that code (docs/payments.md,
// "Promo codes"): the check, checkout creation, the 0 € grant, the completion of two sessions opened
// with the same code, and the staff switch in the back-office.
import { PAYMENT_MESSAGES, type TAdminPromo } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccessGrants, promoCodes, promoRedemptions } from '../../../src/db/schema/index.js';
import { adminRequest, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let staff: Account;
const logLines: string[] = [];

const post = (account: Account, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(account.access), ...(payload ? { payload } : {}) });
const check = async (account: Account, code: string) => (await post(account, '/api/promo/check/', { code })).json();
const checkout = (account: Account, code: string, amount: number) =>
  post(account, '/api/payments/create-checkout-session/', { mode: 'payment', promo_code: code, amount_cents: amount });
const pay = (account: Account, sessionId: string) => post(account, `/api/payments/simulation/${sessionId}/payer/`);
const grantsOf = (userId: number) => t.app.db.db.select().from(adAccessGrants).where(eq(adAccessGrants.userId, userId));
const redemptionsOf = (promoCodeId: number) =>
  t.app.db.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promoCodeId));
const usesOf = async (promoCodeId: number) => (await t.app.db.db.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId)))[0]!.uses;

/** A code made by staff through the back-office, as they would. */
async function staffPromo(code: string, discountCents: number, oncePerAccount?: boolean): Promise<TAdminPromo> {
  const response = await adminRequest(t.app, staff, 'POST', '/api/admin/promo-codes/', {
    code,
    discount_cents: discountCents,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    is_active: true,
    ...(oncePerAccount === undefined ? {} : { once_per_account: oncePerAccount }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TAdminPromo;
}

/** Buys the one-off access with `code` and pays it on the simulated checkout. */
async function buyWith(account: Account, code: string, amount: number): Promise<void> {
  const opened = await checkout(account, code, amount);
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await pay(account, opened.json().sessionId)).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp(
    { ...PRO_TEST_ENV, APP_URL: 'http://fournil.test', LOG_LEVEL: 'warn' },
    { logger: true, logStream: { write: (line) => void logLines.push(line) } },
  );
  staff = await staffAccount(t.app, 'once-staff');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('a code usable once per account (the default)', () => {
  it('is created once per account unless staff say otherwise', async () => {
    expect((await staffPromo('PARDEFAUT', 300)).once_per_account).toBe(true);
  });

  it('is valid until this account has paid with it; then the check answers invalid and checkout refuses it in French, while another account still uses it', async () => {
    const promo = await staffPromo('UNEFOIS', 300, true);
    const owner = await verifiedOwner(t.app, 'once-owner');
    expect(await check(owner, 'unefois')).toEqual({ valid: true, discount_cents: 300 });
    await buyWith(owner, 'UNEFOIS', 1200);

    expect(await check(owner, 'UNEFOIS')).toEqual({ valid: false, discount_cents: 0 });
    const again = await checkout(owner, 'unefois', 1200);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Vous avez déjà utilisé ce code promo.' });
    expect(PAYMENT_MESSAGES.promoAlreadyUsed).toBe('Vous avez déjà utilisé ce code promo.');

    const other = await verifiedOwner(t.app, 'once-other');
    expect(await check(other, 'UNEFOIS')).toEqual({ valid: true, discount_cents: 300 });
    await buyWith(other, 'UNEFOIS', 1200);
    expect((await redemptionsOf(promo.id)).map((row) => row.userId).sort()).toEqual([owner.id, other.id].sort());
    expect(await usesOf(promo.id)).toBe(2);
  });

  it('is not used by a checkout that was never paid', async () => {
    await staffPromo('ABANDON', 300);
    const owner = await verifiedOwner(t.app, 'once-abandon');
    expect((await checkout(owner, 'ABANDON', 1200)).statusCode).toBe(200);
    expect(await check(owner, 'ABANDON')).toEqual({ valid: true, discount_cents: 300 });
    expect((await checkout(owner, 'ABANDON', 1200)).statusCode).toBe(200);
  });

  it('grants a free access once: the second 0 € request of the account is refused and grants nothing', async () => {
    const promo = await staffPromo('GRATUIT', 1500);
    const owner = await verifiedOwner(t.app, 'once-free');
    expect((await checkout(owner, 'GRATUIT', 0)).statusCode).toBe(200);
    const again = await checkout(owner, 'GRATUIT', 0);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.promoAlreadyUsed });
    expect(await grantsOf(owner.id)).toHaveLength(1);
    expect(await usesOf(promo.id)).toBe(1);
  });

  it('lets exactly one of two concurrent 0 € requests of one account grant', async () => {
    const promo = await staffPromo('COURSEFREE', 1500);
    const owner = await verifiedOwner(t.app, 'once-free-race');
    const responses = await Promise.all([checkout(owner, 'COURSEFREE', 0), checkout(owner, 'COURSEFREE', 0)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)!.json()).toEqual({ detail: PAYMENT_MESSAGES.promoAlreadyUsed });
    expect(await grantsOf(owner.id)).toHaveLength(1);
    expect(await redemptionsOf(promo.id)).toHaveLength(1);
    expect(await usesOf(promo.id)).toBe(1);
  });

  it('still grants a second paid session opened with the same code before the first was paid (the money was taken), and logs it', async () => {
    const promo = await staffPromo('DEUXONGLETS', 300);
    const owner = await verifiedOwner(t.app, 'once-two-tabs');
    const first = (await checkout(owner, 'DEUXONGLETS', 1200)).json().sessionId as string;
    const second = (await checkout(owner, 'DEUXONGLETS', 1200)).json().sessionId as string;
    const paid = await Promise.all([pay(owner, first), pay(owner, second)]);
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200]);

    expect(await grantsOf(owner.id)).toHaveLength(2);
    expect(await redemptionsOf(promo.id)).toHaveLength(1);
    expect(await check(owner, 'DEUXONGLETS')).toEqual({ valid: false, discount_cents: 0 });
    const warnings = logLines.filter((line) => line.includes('once-per-account promo code used again by a paid session'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, promoCodeId: promo.id, userId: owner.id });
  });
});

describe('a code staff open to reuse', () => {
  it('serves the same account at every payment once staff uncheck « Utilisable une seule fois par compte », and once again when they check it back', async () => {
    const promo = await staffPromo('FIDELITE', 300);
    const owner = await verifiedOwner(t.app, 'once-loyal');
    await buyWith(owner, 'FIDELITE', 1200);
    expect((await checkout(owner, 'FIDELITE', 1200)).json()).toEqual({ detail: PAYMENT_MESSAGES.promoAlreadyUsed });

    const { id: _id, uses: _uses, created_at: _created, ...values } = promo;
    const switched = await adminRequest(t.app, staff, 'PUT', `/api/admin/promo-codes/${promo.id}/`, { ...values, once_per_account: false });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ once_per_account: false });
    expect((await adminRequest(t.app, staff, 'GET', `/api/admin/promo-codes/${promo.id}/`)).json()).toMatchObject({
      once_per_account: false,
    });

    expect(await check(owner, 'FIDELITE')).toEqual({ valid: true, discount_cents: 300 });
    await buyWith(owner, 'FIDELITE', 1200);
    await buyWith(owner, 'FIDELITE', 1200);
    expect(await grantsOf(owner.id)).toHaveLength(3);
    expect(await usesOf(promo.id)).toBe(3);

    await adminRequest(t.app, staff, 'PUT', `/api/admin/promo-codes/${promo.id}/`, { ...values, once_per_account: true });
    expect(await check(owner, 'FIDELITE')).toEqual({ valid: false, discount_cents: 0 });
  });
});
