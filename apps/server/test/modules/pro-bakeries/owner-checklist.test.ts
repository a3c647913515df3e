// « Vos premiers pas » (docs/bakery-management.md, "The owner's first steps"): each step ticks when
// the owner did it — SIREN, first bakery, an exceptional day, a manager invited — and concerns the
// asker's own bakeries only.
import { parisDay } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, invite, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';

const URL = '/api/cotepro/premiers-pas/';

describe('GET /api/cotepro/premiers-pas/', () => {
  let t: TestApp;
  let owner: Account;
  let other: Account;

  const read = async (account: Account) => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: bearer(account.access) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await buildTestApp(PRO_TEST_ENV);
    owner = await signUp(t.app, 'steps-owner');
    other = await signUpOwner(t.app, 'steps-other', DEMO_BAKERY_SIRENS[1]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses an anonymous request with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('has nothing done for a new account', async () => {
    expect(await read(owner)).toEqual({
      siren_verifie: false,
      boulangerie_creee: false,
      jours_exceptionnels: false,
      responsable_invite: false,
      premiere_boulangerie_id: null,
    });
  });

  it('ticks each step as the owner does it, on their first bakery', async () => {
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/insee/auth/verify-siren/',
      headers: bearer(owner.access),
      payload: { siren: DEMO_BAKERY_SIRENS[0] },
    });
    expect(verified.json().valid).toBe(true);
    expect(await read(owner)).toMatchObject({ siren_verifie: true, boulangerie_creee: false });

    const first = await insertBakery(t.app.db.db, owner.id, { nom: 'Premiers Pas', position: null });
    await insertBakery(t.app.db.db, owner.id, { nom: 'Premiers Pas bis', position: null });
    expect(await read(owner)).toMatchObject({ boulangerie_creee: true, jours_exceptionnels: false, premiere_boulangerie_id: first.id });

    const today = parisDay(new Date());
    const closure = await t.app.inject({
      method: 'POST',
      url: `/api/cotepro/ma-boulangerie/${first.id}/fermetures/`,
      headers: bearer(owner.access),
      payload: { debut: today, fin: today, motif: 'Inventaire' },
    });
    expect(closure.statusCode).toBe(201);
    expect(await read(owner)).toMatchObject({ jours_exceptionnels: true, responsable_invite: false });

    expect((await invite(t.app, owner, first.id, 'futur-responsable@fournil.test')).statusCode).toBe(200);
    expect(await read(owner)).toEqual({
      siren_verifie: true,
      boulangerie_creee: true,
      jours_exceptionnels: true,
      responsable_invite: true,
      premiere_boulangerie_id: first.id,
    });
  });

  it('counts the public-holiday rule as an exceptional day, and only the asker’s own bakeries', async () => {
    expect(await read(other)).toMatchObject({ siren_verifie: true, boulangerie_creee: false, jours_exceptionnels: false });
    const bakery = await insertBakery(t.app.db.db, other.id, { nom: 'Jours Fériés', position: null });
    expect(await read(other)).toMatchObject({ boulangerie_creee: true, jours_exceptionnels: false, responsable_invite: false });
    const rule = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie/${bakery.id}/`,
      headers: bearer(other.access),
      payload: { jours_feries: 'fermes' },
    });
    expect(rule.statusCode).toBe(200);
    expect(await read(other)).toMatchObject({ jours_exceptionnels: true, responsable_invite: false, premiere_boulangerie_id: bakery.id });
  });

  it('no longer counts a cancelled invitation', async () => {
    const bakery = await insertBakery(t.app.db.db, other.id, { nom: 'Invitation Annulée', position: null });
    expect((await invite(t.app, other, bakery.id, 'annule@fournil.test')).statusCode).toBe(200);
    expect(await read(other)).toMatchObject({ responsable_invite: true });
    const pending = await t.app.inject({ method: 'GET', url: '/api/boulangeries/invitations/', headers: bearer(other.access) });
    const [invitation] = pending.json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/boulangeries/invitations/${invitation.id}/annuler/`,
      headers: bearer(other.access),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await read(other)).toMatchObject({ responsable_invite: false });
  });
});
