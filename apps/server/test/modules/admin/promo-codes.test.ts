// Promo codes managed by staff (docs/back-office.md, "Promo codes"): CRUD through the admin API
// with its audit, `uses` read-only, a code that served deactivated rather than deleted; and the
// payment rules on codes staff made (test/modules/payments/payments.test.ts covers the rest of the
// promo rules): inactive, not yet valid, past its end or used up, a code is refused by
// POST /api/promo/check/ and by checkout creation, and two checkouts racing for its last use cannot
// both take it.
import { ADMIN_MESSAGES, PAYMENT_MESSAGES, type TAdminPromo, type TAdminPromoInput } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, promoCodes } from '../../../src/db/schema/index.js';
import { ADMIN_SERVER_MESSAGES } from '../../../src/modules/admin/admin-messages.js';
import { adminRequest, auditEntriesOf, staffAccount } from '../../testing/admin-fixtures.js';
import { bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PRO_TEST_ENV, type Account } from '../../testing/manager-fixtures.js';
import { verifiedOwner } from '../../testing/payment-fixtures.js';

let t: TestApp;
let staff: Account;
let owner: Account;

const DAY_MS = 24 * 3600 * 1000;
const api = (method: Parameters<typeof adminRequest>[2], url: string, payload?: unknown) =>
  adminRequest(t.app, staff, method, url, payload);
const promoInput = (values: Partial<TAdminPromoInput> & { code: string }): TAdminPromoInput => ({
  discount_cents: 300,
  valid_from: null,
  valid_until: null,
  max_uses: null,
  is_active: true,
  once_per_account: true,
  ...values,
});
const check = (account: Account, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/promo/check/', headers: bearer(account.access), payload: { code } });
const checkout = (account: Account, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session/',
    headers: bearer(account.access),
    payload: { mode: 'payment', promo_code: code },
  });

async function createPromo(values: Partial<TAdminPromoInput> & { code: string }): Promise<TAdminPromo> {
  const response = await api('POST', '/api/admin/promo-codes/', promoInput(values));
  if (response.statusCode !== 201) throw new Error(`promo: ${response.statusCode} ${response.body}`);
  return response.json() as TAdminPromo;
}

/** What earlier payments counted: `uses` is never written through the admin API. */
async function setUses(id: number, uses: number): Promise<void> {
  await t.app.db.db.update(promoCodes).set({ uses }).where(eq(promoCodes.id, id));
}

beforeAll(async () => {
  t = await buildTestApp({ ...PRO_TEST_ENV, APP_URL: 'http://fournil.test' });
  staff = await staffAccount(t.app, 'promo-staff');
  owner = await verifiedOwner(t.app, 'promo-owner');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('/api/admin/promo-codes/', () => {
  it('creates a code in capitals, refuses the same code in any case (409 on code), edits and deletes an unused one; each write is audited', async () => {
    const created = await api('POST', '/api/admin/promo-codes/', promoInput({ code: 'ete-2026', discount_cents: 500, max_uses: 10 }));
    expect(created.statusCode).toBe(201);
    const promo = created.json() as TAdminPromo;
    expect(promo).toMatchObject({ code: 'ETE-2026', discount_cents: 500, max_uses: 10, uses: 0, is_active: true });

    const duplicate = await api('POST', '/api/admin/promo-codes/', promoInput({ code: 'Ete-2026' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: [ADMIN_MESSAGES.codeTaken] });

    const until = new Date(Date.now() + 30 * DAY_MS).toISOString();
    // The use counter is the server's: a body setting it is refused, naming it (docs/api-conventions.md, "Input rules").
    const forged = await api('PUT', `/api/admin/promo-codes/${promo.id}/`, {
      ...promoInput({ code: 'ETE-2026', discount_cents: 700, valid_until: until }),
      uses: 99,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ uses: ['Champ inconnu : « uses ».'] });
    const edited = await api(
      'PUT',
      `/api/admin/promo-codes/${promo.id}/`,
      promoInput({ code: 'ETE-2026', discount_cents: 700, valid_until: until }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: promo.id, discount_cents: 700, valid_until: until, uses: 0 });

    expect((await api('DELETE', `/api/admin/promo-codes/${promo.id}/`)).statusCode).toBe(204);
    expect((await api('GET', `/api/admin/promo-codes/${promo.id}/`)).statusCode).toBe(404);

    const entries = await auditEntriesOf(t.app, staff, 'promo_code', promo.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ before: promo, after: edited.json() });
    expect(entries[2]).toMatchObject({ before: edited.json(), after: null });
  });

  it('refuses a renamed code that another code already uses', async () => {
    await createPromo({ code: 'PREMIER' });
    const second = await createPromo({ code: 'SECOND' });
    const response = await api('PUT', `/api/admin/promo-codes/${second.id}/`, promoInput({ code: 'premier' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: [ADMIN_MESSAGES.codeTaken] });
  });

  it('refuses a maximum under the uses already counted, a validity that ends before it starts, and a bad code, in French', async () => {
    const promo = await createPromo({ code: 'DEJA-UTILISE', max_uses: 5 });
    await setUses(promo.id, 3);
    const lowered = await api('PUT', `/api/admin/promo-codes/${promo.id}/`, promoInput({ code: 'DEJA-UTILISE', max_uses: 2 }));
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toEqual({ max_uses: [ADMIN_SERVER_MESSAGES.maxUsesBelowUses(3)] });
    expect((await api('PUT', `/api/admin/promo-codes/${promo.id}/`, promoInput({ code: 'DEJA-UTILISE', max_uses: 3 }))).statusCode).toBe(
      200,
    );

    const now = Date.now();
    const backwards = await api(
      'POST',
      '/api/admin/promo-codes/',
      promoInput({ code: 'A-REBOURS', valid_from: new Date(now + DAY_MS).toISOString(), valid_until: new Date(now).toISOString() }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ valid_until: [ADMIN_MESSAGES.validityOrder] });
    expect((await api('POST', '/api/admin/promo-codes/', promoInput({ code: 'un code' }))).json()).toEqual({ code: [ADMIN_MESSAGES.code] });
    expect((await api('POST', '/api/admin/promo-codes/', promoInput({ code: 'NEGATIF', discount_cents: -1 }))).json()).toEqual({
      discount_cents: [ADMIN_MESSAGES.discount],
    });
  });

  it('does not delete a code that served (409, deactivate it instead): its payments keep their link', async () => {
    const used = await createPromo({ code: 'A-SERVI' });
    await setUses(used.id, 1);
    const refused = await api('DELETE', `/api/admin/promo-codes/${used.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: ADMIN_SERVER_MESSAGES.promoAlreadyUsed });

    // Named by a checkout not paid yet: kept as well.
    const pending = await createPromo({ code: 'EN-COURS' });
    expect((await checkout(owner, 'EN-COURS')).statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/promo-codes/${pending.id}/`)).statusCode).toBe(409);
    const sessions = await t.app.db.db.select().from(paymentSessions).where(eq(paymentSessions.promoCodeId, pending.id));
    expect(sessions).toHaveLength(1);

    const deactivated = await api('PUT', `/api/admin/promo-codes/${used.id}/`, promoInput({ code: 'A-SERVI', is_active: false }));
    expect(deactivated.json()).toMatchObject({ is_active: false, uses: 1 });
  });

  it('lists codes newest first by default, searched on the code', async () => {
    const list = (await api('GET', '/api/admin/promo-codes/?page_size=100')).json();
    const created = (list.results as TAdminPromo[]).map((promo) => promo.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const searched = (await api('GET', '/api/admin/promo-codes/?q=servi')).json();
    expect(searched.results.map((promo: TAdminPromo) => promo.code)).toEqual(['A-SERVI']);
  });
});

describe('codes staff made, at POST /api/promo/check/ and at checkout creation', () => {
  it('refuses an inactive code, one not valid yet, one past its end and one used up — and accepts it again once staff fix it', async () => {
    const now = Date.now();
    const codes = [
      await createPromo({ code: 'INACTIF-ADMIN', is_active: false }),
      await createPromo({ code: 'FUTUR-ADMIN', valid_from: new Date(now + DAY_MS).toISOString() }),
      await createPromo({
        code: 'FINI-ADMIN',
        valid_from: new Date(now - 2 * DAY_MS).toISOString(),
        valid_until: new Date(now - DAY_MS).toISOString(),
      }),
      await createPromo({ code: 'EPUISE-ADMIN', max_uses: 2 }),
    ];
    await setUses(codes[3]!.id, 2);
    for (const promo of codes) {
      expect((await check(owner, promo.code)).json(), promo.code).toEqual({ valid: false, discount_cents: 0 });
      const refused = await checkout(owner, promo.code);
      expect(refused.statusCode, promo.code).toBe(400);
      expect(refused.json()).toEqual({ detail: PAYMENT_MESSAGES.promoInvalid });
    }

    // Staff reactivate the first and raise the maximum of the last: both are usable at the next check.
    await api('PUT', `/api/admin/promo-codes/${codes[0]!.id}/`, promoInput({ code: 'INACTIF-ADMIN', is_active: true }));
    await api('PUT', `/api/admin/promo-codes/${codes[3]!.id}/`, promoInput({ code: 'EPUISE-ADMIN', max_uses: 3 }));
    expect((await check(owner, 'inactif-admin')).json()).toEqual({ valid: true, discount_cents: 300 });
    expect((await check(owner, 'EPUISE-ADMIN')).json()).toEqual({ valid: true, discount_cents: 300 });
  });

  it('lets exactly one of two concurrent checkouts take the last use of a code (max_uses = uses + 1)', async () => {
    // A discount larger than the price: 0 €, so the use is counted when the checkout is created.
    const promo = await createPromo({ code: 'DERNIER', discount_cents: 5000, max_uses: 4 });
    await setUses(promo.id, 3);
    const racers = await Promise.all([verifiedOwner(t.app, 'promo-racer-a'), verifiedOwner(t.app, 'promo-racer-b')]);
    const responses = await Promise.all(racers.map((racer) => checkout(racer, 'DERNIER')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)!.json()).toEqual({ detail: PAYMENT_MESSAGES.promoInvalid });
    expect((await api('GET', `/api/admin/promo-codes/${promo.id}/`)).json()).toMatchObject({ uses: 4, max_uses: 4 });
    expect((await check(owner, 'DERNIER')).json()).toEqual({ valid: false, discount_cents: 0 });
  });
});
