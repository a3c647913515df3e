// The nearby search never drops bakeries silently (docs/nearby-search.md, "Cap"): when more bakeries
// than the cap lie within the radius, the answer keeps the nearest ones and says so in a header.
// Runs on PGlite and on PostgreSQL.
import { NEARBY_CAPPED_HEADER, NEARBY_RESULTS_CAP } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOwner, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

/** One bakery every ~11 m going north from here: bakery n is about n × 11 m away. */
const START = { lat: 46.2, lng: 5.2 };
const STEP_DEGREES = 0.0001;
const BAKERIES = NEARBY_RESULTS_CAP + 20;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertOwner(t.app.db.db);
  const { joursOuvertures, horairesOuvertures } = weekOpenExceptMonday();
  await t.app.db.db.execute(
    sql.raw(`
    INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude, disponibilite_pain,
                          jours_ouvertures, horaires_ouvertures)
    SELECT ${owner}, 'Boulangerie ' || n, n || ' rue du Four', 'Bourg', '01000', ${START.lat} + n * ${STEP_DEGREES}, ${START.lng}, true,
           '${JSON.stringify(joursOuvertures)}'::jsonb, '${JSON.stringify(horairesOuvertures)}'::jsonb
    FROM generate_series(1, ${BAKERIES}) AS n`),
  );
}, 60_000);
afterAll(async () => t?.close());

async function nearby(rayonKm: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${START.lat}&lng=${START.lng}&rayon=${rayonKm}` });
  expect(response.statusCode, response.body).toBe(200);
  return { cards: response.json<{ nom: string }[]>(), capped: response.headers[NEARBY_CAPPED_HEADER.toLowerCase()] };
}

describe('GET /api/boulangeries/ and its cap', () => {
  it('keeps the nearest 500 and says the cap applied when more bakeries are in the radius', async () => {
    const { cards, capped } = await nearby(10);
    expect(cards).toHaveLength(NEARBY_RESULTS_CAP);
    expect(cards[0]?.nom).toBe('Boulangerie 1');
    expect(cards.at(-1)?.nom).toBe(`Boulangerie ${NEARBY_RESULTS_CAP}`);
    expect(capped).toBe(String(NEARBY_RESULTS_CAP));
  });

  it('says nothing when every bakery of the radius is in the answer', async () => {
    // 3 km holds about 270 of them.
    const { cards, capped } = await nearby(3);
    expect(cards.length).toBeGreaterThan(200);
    expect(cards.length).toBeLessThan(NEARBY_RESULTS_CAP);
    expect(capped).toBeUndefined();
  });
});
