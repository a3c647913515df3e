// Favourites on the account (docs/favourites.md) and the cards of given bakeries, on PGlite and PostgreSQL.
import { FAVOURITES_MAX, FAVOURITES_MESSAGES } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeries, users } from '../../../src/db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { signUp, type Account } from '../../testing/manager-fixtures.js';

let t: TestApp;
let ownerId: number;
const ids: number[] = [];
let unplaced: number;

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = await insertOwner(t.app.db.db);
  for (const [index, nom] of ['Au Levain', 'La Mie Dorée', 'Le Fournil du Port'].entries()) {
    ids.push((await insertBakery(t.app.db.db, ownerId, { nom, position: offset(CENTER, index + 1, 0) })).id);
  }
  unplaced = (await insertBakery(t.app.db.db, ownerId, { nom: 'Sans Adresse', position: null })).id;
});
afterAll(async () => t?.close());

const call = (account: Account | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(account ? { headers: bearer(account.access) } : {}), ...(payload ? { payload } : {}) });

describe('favourites of an account', () => {
  it('refuses anonymous callers with 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/favoris/'],
      ['PUT', `/api/favoris/${ids[0]}/`],
      ['DELETE', `/api/favoris/${ids[0]}/`],
      ['POST', '/api/favoris/fusion/'],
    ] as const) {
      const response = await call(null, method, url, method === 'POST' ? { ids: [] } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds and removes, idempotently, most recent first', async () => {
    const me = await signUp(t.app, 'favoris-ajout');
    expect((await call(me, 'GET', '/api/favoris/')).json()).toEqual({ ids: [] });
    expect((await call(me, 'PUT', `/api/favoris/${ids[0]}/`)).json()).toEqual({ ids: [ids[0]] });
    expect((await call(me, 'PUT', `/api/favoris/${ids[1]}/`)).json()).toEqual({ ids: [ids[1], ids[0]] });
    const again = await call(me, 'PUT', `/api/favoris/${ids[0]}/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ids: [ids[1], ids[0]] });
    expect((await call(me, 'DELETE', `/api/favoris/${ids[1]}/`)).json()).toEqual({ ids: [ids[0]] });
    const twice = await call(me, 'DELETE', `/api/favoris/${ids[1]}/`);
    expect(twice.statusCode).toBe(200);
    expect((await call(me, 'GET', '/api/favoris/')).json()).toEqual({ ids: [ids[0]] });
  });

  it('answers 404 with a French message for an unknown bakery, 400 for a bad id', async () => {
    const me = await signUp(t.app, 'favoris-inconnue');
    const response = await call(me, 'PUT', '/api/favoris/999999/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: FAVOURITES_MESSAGES.unknownBakery });
    expect((await call(me, 'PUT', '/api/favoris/abc/')).statusCode).toBe(400);
  });

  it('merges the browser’s list after the account’s own, dropping unknown bakeries', async () => {
    const me = await signUp(t.app, 'favoris-fusion');
    await call(me, 'PUT', `/api/favoris/${ids[1]}/`);
    const merged = await call(me, 'POST', '/api/favoris/fusion/', { ids: [ids[2], 999_998, ids[1], ids[0]] });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ ids: [ids[1], ids[2], ids[0]] });
    expect((await call(me, 'GET', '/api/favoris/')).json()).toEqual({ ids: [ids[1], ids[2], ids[0]] });
    const bad = await call(me, 'POST', '/api/favoris/fusion/', { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object)).toEqual(['ids']);
  });

  it('keeps at most FAVOURITES_MAX: the merge stops there and a further add is refused', async () => {
    const me = await signUp(t.app, 'favoris-plafond');
    const many: number[] = [];
    for (let index = 0; index < FAVOURITES_MAX + 2; index += 1) {
      many.push((await insertBakery(t.app.db.db, ownerId, { nom: `Plafond ${index}`, position: offset(CENTER, -1, index / 10) })).id);
    }
    const merged = await call(me, 'POST', '/api/favoris/fusion/', { ids: many });
    expect(merged.json()).toEqual({ ids: many.slice(0, FAVOURITES_MAX) });
    const refused = await call(me, 'PUT', `/api/favoris/${many[FAVOURITES_MAX]}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: FAVOURITES_MESSAGES.tooMany });
    await t.app.db.db.delete(bakeries).where(eq(bakeries.nom, 'Plafond 0'));
  });

  it('loses a favourite whose bakery is deleted, and the favourites go with the account', async () => {
    const me = await signUp(t.app, 'favoris-cascade');
    const doomed = (await insertBakery(t.app.db.db, ownerId, { nom: 'Bientôt Fermée', position: CENTER })).id;
    await call(me, 'PUT', `/api/favoris/${ids[0]}/`);
    await call(me, 'PUT', `/api/favoris/${doomed}/`);
    await t.app.db.db.delete(bakeries).where(eq(bakeries.id, doomed));
    expect((await call(me, 'GET', '/api/favoris/')).json()).toEqual({ ids: [ids[0]] });
    const exported = await call(me, 'GET', '/api/auth/export/');
    expect((exported.json() as { favoris: { boulangerie: { id: number } }[] }).favoris.map((f) => f.boulangerie.id)).toEqual([ids[0]]);
    await t.app.db.db.delete(users).where(eq(users.id, me.id));
    const left = await t.app.db.db.execute(`SELECT count(*)::int AS n FROM account_favourites WHERE user_id = ${me.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('GET /api/boulangeries/cartes/', () => {
  type Card = { id: number; nom: string; distance_km: number | null };
  const cards = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/cartes/?${query}` });
    return { status: response.statusCode, body: response.json() as Card[] };
  };

  it('answers the cards in the order asked, skipping unknown or unplaced bakeries, without a distance', async () => {
    const { status, body } = await cards(`ids=${ids[2]},999999,${ids[0]},${unplaced}`);
    expect(status).toBe(200);
    expect(body.map((card) => card.nom)).toEqual(['Le Fournil du Port', 'Au Levain']);
    expect(body.map((card) => card.distance_km)).toEqual([null, null]);
  });

  it('measures the distance when lat and lng are both given, not with one alone', async () => {
    const { body } = await cards(`ids=${ids[0]},${ids[2]}&lat=${CENTER.lat}&lng=${CENTER.lng}`);
    expect(body.map((card) => card.distance_km)).toEqual([1, 3]);
    const half = await cards(`ids=${ids[0]}&lat=${CENTER.lat}`);
    expect(half.body[0]!.distance_km).toBeNull();
  });

  it('refuses a bad list with the French message, on the ids field', async () => {
    const zero = await t.app.inject({ method: 'GET', url: '/api/boulangeries/cartes/?ids=0' });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json() as object)).toEqual(['ids']);
    for (const query of ['ids=', 'ids=1,,2', 'ids=a', `ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/cartes/?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(FAVOURITES_MESSAGES.idsInvalid);
    }
  });
});
