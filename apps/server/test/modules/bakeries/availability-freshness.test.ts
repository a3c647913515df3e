// Fresh availability (docs/availability.md): each flag carries the time it was last set, on the card
// and the public detail; at each new opening after a closed period the flags go back to the bakery's
// opening defaults, set by its owner only. The reset runs on a fixed clock here (the app's background
// run uses the same one), on PGlite and on PostgreSQL.
import { OPENING_DEFAULTS_MESSAGE } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bakeries, bakeryClosures, bakerySpecialHours, ownerManagers } from '../../../src/db/schema/index.js';
import { resetAvailabilityAtOpening } from '../../../src/modules/availability/reset-at-opening.js';
import { patchAvailability } from '../../../src/modules/pro-bakeries/service.js';
import { bearer } from '../../testing/auth-helpers.js';
import { insertBakery } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { DEMO_BAKERY_SIRENS, PRO_TEST_ENV, signUp, signUpOwner, type Account } from '../../testing/manager-fixtures.js';

// Clermont-Ferrand. The fixture's week: closed on Monday, Tuesday–Sunday 07:00–13:00 and 15:00–19:30.
const CLERMONT = { lat: 45.78, lng: 3.08 };
/** A Paris wall time in December 2026 (winter, UTC+1): 1 December is a Tuesday. */
const paris = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00+01:00`);
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

let t: TestApp;
let clock = paris(1, '16:05');
let owner: Account;
let manager: Account;
let bakeryId: number;

const sweep = () => resetAvailabilityAtOpening({ db: t.app.db.db, now: () => clock });
const setFlag = (flags: Parameters<typeof patchAvailability>[2]) =>
  patchAvailability({ db: t.app.db.db, now: () => clock }, bakeryId, flags);

async function card() {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CLERMONT.lat}&lng=${CLERMONT.lng}&rayon=2` });
  expect(response.statusCode).toBe(200);
  return (
    response.json() as {
      id: number;
      disponibilite_pain: boolean;
      disponibilite_croissant: boolean;
      disponibilites_maj: (number | null)[];
    }[]
  ).find((item) => item.id === bakeryId)!;
}

async function detail() {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/${bakeryId}/public/` });
  expect(response.statusCode).toBe(200);
  return response.json() as { disponibilite_pain: boolean; disponibilites_maj: (number | null)[] };
}

const patchOwnerJson = (account: Account, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/cotepro/ma-boulangerie/${bakeryId}/`,
    headers: bearer(account.access),
    payload: payload as object,
  });

beforeAll(async () => {
  t = await buildTestApp(PRO_TEST_ENV, { resetClock: () => clock });
  owner = await signUpOwner(t.app, 'fraicheur-proprio', DEMO_BAKERY_SIRENS[0]);
  manager = await signUp(t.app, 'fraicheur-responsable');
  await t.app.db.db.insert(ownerManagers).values({ ownerId: owner.id, managerId: manager.id });
});
afterAll(async () => t?.close());

beforeEach(async () => {
  clock = paris(1, '16:05');
  if (bakeryId) await t.app.db.db.delete(bakeries).where(eq(bakeries.id, bakeryId));
  const at = paris(1, '15:10');
  const row = await insertBakery(t.app.db.db, owner.id, {
    nom: 'Fournil de Jaude',
    ville: 'Clermont-Ferrand',
    codePostalBoulangerie: '63000',
    position: CLERMONT,
    responsableId: manager.id,
    disponibilitePainMaj: at,
    disponibiliteCafeMaj: at,
    disponibiliteCroissantMaj: at,
    disponibiliteSandwichMaj: at,
    disponibiliteBioMaj: at,
  });
  bakeryId = row.id;
});

describe('the time a flag was set', () => {
  it('shows a flag set at 16:05 with that time on the card and the public detail', async () => {
    await setFlag({ disponibilite_pain: false });
    const [cardNow, detailNow] = await Promise.all([card(), detail()]);
    expect(cardNow.disponibilite_pain).toBe(false);
    expect(cardNow.disponibilites_maj).toEqual([epoch(paris(1, '16:05')), ...Array(4).fill(epoch(paris(1, '15:10')))]);
    expect(detailNow.disponibilites_maj).toEqual(cardNow.disponibilites_maj);
  });

  it('records the server time of a toggle through the owner and the manager endpoints', async () => {
    const before = Math.floor(Date.now() / 1000);
    const byOwner = await patchOwnerJson(owner, { disponibilite_cafe: true });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const byManager = await t.app.inject({
      method: 'PATCH',
      url: `/api/cotepro/ma-boulangerie-responsable/${bakeryId}/`,
      headers: bearer(manager.access),
      payload: { disponibilite_bio: true },
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    const times = byManager.json().disponibilites_maj as number[];
    const after = Math.ceil(Date.now() / 1000);
    for (const index of [1, 4]) {
      expect(times[index]).toBeGreaterThanOrEqual(before);
      expect(times[index]).toBeLessThanOrEqual(after);
    }
    // The untouched flags keep their time.
    expect(times[0]).toBe(epoch(paris(1, '15:10')));
  });
});

describe('the reset at opening', () => {
  it('puts yesterday evening’s « Pas de pain » back to the defaults at 7:00 the next day, not before', async () => {
    clock = paris(1, '19:10');
    await setFlag({ disponibilite_pain: false });
    await setFlag({ disponibilite_croissant: true });
    clock = paris(2, '06:59');
    expect(await sweep()).toEqual([]);
    expect((await card()).disponibilite_pain).toBe(false);

    clock = paris(2, '07:00');
    expect(await sweep()).toEqual([bakeryId]);
    const reset = await card();
    expect(reset).toMatchObject({ disponibilite_pain: true, disponibilite_croissant: false });
    expect(reset.disponibilites_maj).toEqual(Array(5).fill(epoch(paris(2, '07:00'))));
    expect((await detail()).disponibilite_pain).toBe(true);
  });

  it('leaves a flag set after the opening alone, and a second sweep changes nothing', async () => {
    clock = paris(2, '07:00');
    await sweep();
    clock = paris(2, '07:10');
    await setFlag({ disponibilite_pain: false });
    clock = paris(2, '07:11');
    expect(await sweep()).toEqual([]);
    expect(await sweep()).toEqual([]);
    const kept = await card();
    expect(kept.disponibilite_pain).toBe(false);
    expect(kept.disponibilites_maj[0]).toBe(epoch(paris(2, '07:10')));
  });

  it('treats the afternoon opening after the lunch break as a new opening', async () => {
    clock = paris(2, '12:50');
    await setFlag({ disponibilite_pain: false });
    clock = paris(2, '14:59');
    expect(await sweep()).toEqual([]);
    clock = paris(2, '15:00');
    expect(await sweep()).toEqual([bakeryId]);
    expect((await card()).disponibilite_pain).toBe(true);
  });

  it('does nothing on a closure day and resets at the next opening after it', async () => {
    await t.app.db.db.insert(bakeryClosures).values({ bakeryId, debut: '2026-12-02', fin: '2026-12-02', motif: 'Inventaire' });
    clock = paris(1, '19:10');
    await setFlag({ disponibilite_pain: false });
    clock = paris(2, '09:00');
    expect(await sweep()).toEqual([]);
    clock = paris(3, '07:00');
    expect(await sweep()).toEqual([bakeryId]);
    expect((await card()).disponibilite_pain).toBe(true);
  });

  it('does nothing on the closed Monday; resets on Tuesday at 7:00', async () => {
    clock = paris(6, '12:00');
    await setFlag({ disponibilite_pain: false });
    clock = paris(7, '09:00');
    expect(await sweep()).toEqual([]);
    clock = paris(8, '07:00');
    expect(await sweep()).toEqual([bakeryId]);
  });

  it('follows the special hours of the day', async () => {
    await t.app.db.db
      .insert(bakerySpecialHours)
      .values({ bakeryId, jour: '2026-12-02', plages: [{ ouverture: '10:00', fermeture: '12:00' }] });
    clock = paris(1, '19:10');
    await setFlag({ disponibilite_pain: false });
    clock = paris(2, '07:30');
    expect(await sweep()).toEqual([]);
    clock = paris(2, '10:00');
    expect(await sweep()).toEqual([bakeryId]);
  });
});

describe('the opening defaults', () => {
  const defaults = {
    disponibilite_pain: true,
    disponibilite_cafe: true,
    disponibilite_croissant: true,
    disponibilite_sandwich: false,
    disponibilite_bio: false,
  };

  it('are bread only until the owner says otherwise, then the reset uses them', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/cotepro/ma-boulangerie/${bakeryId}/`, headers: bearer(owner.access) });
    expect(before.json().disponibilites_ouverture).toEqual({ ...defaults, disponibilite_cafe: false, disponibilite_croissant: false });
    const saved = await patchOwnerJson(owner, { disponibilites_ouverture: defaults });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().disponibilites_ouverture).toEqual(defaults);

    clock = paris(2, '07:00');
    await sweep();
    expect(await card()).toMatchObject({ disponibilite_pain: true, disponibilite_croissant: true });
  });

  it('refuses the manager with 403 and the owner-route message, and changes nothing', async () => {
    const refused = await patchOwnerJson(manager, { disponibilites_ouverture: { ...defaults, disponibilite_pain: false } });
    expect(refused.statusCode).toBe(403);
    // A manager without a SIREN reads the SIREN message first, like on every owner route (docs/bakery-management.md).
    expect(refused.json()).toEqual({ detail: 'Vous devez vérifier votre SIREN pour accéder à cette fonctionnalité' });
    const [row] = await t.app.db.db.select({ pain: bakeries.ouverturePain }).from(bakeries).where(eq(bakeries.id, bakeryId));
    expect(row!.pain).toBe(true);
  });

  it('refuses bad input with 400 and a French message', async () => {
    for (const bad of [
      { ...defaults, disponibilite_pain: 'oui' },
      { disponibilite_pain: true },
      { ...defaults, disponibilite_seigle: true },
      null,
    ]) {
      const response = await patchOwnerJson(owner, { disponibilites_ouverture: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      const body = response.json() as Record<string, string[]>;
      expect(Object.keys(body), JSON.stringify(bad)).toEqual(['disponibilites_ouverture']);
      expect(new Set(body.disponibilites_ouverture), JSON.stringify(bad)).toEqual(
        new Set([expect.stringMatching(/^Valeurs à l’ouverture invalides|^Entrée invalide/)]),
      );
    }
    const wrongType = await patchOwnerJson(owner, { disponibilites_ouverture: { ...defaults, disponibilite_pain: 'oui' } });
    expect(wrongType.json()).toEqual({ disponibilites_ouverture: [OPENING_DEFAULTS_MESSAGE] });
    const twoChanges = await patchOwnerJson(owner, { disponibilites_ouverture: defaults, disponibilite_pain: true });
    expect(twoChanges.statusCode).toBe(400);
    expect(twoChanges.json()).toEqual({ detail: 'Une seule modification à la fois.' });
  });
});
