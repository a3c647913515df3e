// The in-memory nearby search (modules/bakeries/nearby-index.ts) against the SQL one
// (repository.nearbyQuery, answered by PostgreSQL's GiST index) on a France-scale set of bakeries:
// for hundreds of generated centres and radii, the same ids in the same order with the same
// distances. Property-based with a pinned seed; runs on PGlite and on PostgreSQL.
import { roundDistanceKm } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearbyQuery, NEARBY_LIMIT } from '../../../src/modules/bakeries/repository.js';
import { insertOwner, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { type TestApp, buildTestApp } from '../../testing/helper.js';

const BAKERIES = 35_000;
/** Towns where bakeries crowd, [lat, lng, share of the clustered ones]. */
const TOWNS: [number, number, number][] = [
  [48.8534, 2.3488, 0.3],
  [45.764, 4.8357, 0.12],
  [43.2965, 5.3698, 0.12],
  [43.6047, 1.4442, 0.1],
  [47.2184, -1.5536, 0.1],
  [50.6292, 3.0573, 0.1],
  [44.8378, -0.5792, 0.08],
  [48.5734, 7.7521, 0.08],
];
/** 600 bakeries on the very same spot: more than the cap, all at the same distance (ties by id). */
const CROWDED_SPOT = { lat: 47.9029, lng: 1.9093 };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db.db;
  const owner = await insertOwner(db);
  const { joursOuvertures, horairesOuvertures } = weekOpenExceptMonday();
  const week = `'${JSON.stringify(joursOuvertures)}'::jsonb, '${JSON.stringify(horairesOuvertures)}'::jsonb`;
  const towns = TOWNS.map(([lat, lng, share]) => `(${lat}::float8, ${lng}::float8, ${share}::float8)`).join(', ');
  // Deterministic: setseed then random() in one statement. 70 % around towns, the rest over mainland France.
  await db.execute(sql.raw('SELECT setseed(0.2026)'));
  await db.execute(
    sql.raw(`
    WITH towns(lat, lng, share) AS (VALUES ${towns}),
    ranked AS (SELECT lat, lng, sum(share) OVER (ORDER BY lat, lng) AS upto FROM towns),
    picks AS (SELECT n, random() AS r, random() AS a, random() AS d, random() AS u, random() AS v FROM generate_series(1, ${BAKERIES}) AS n)
    INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude, disponibilite_pain,
                          jours_ouvertures, horaires_ouvertures)
    SELECT ${owner}, 'Boulangerie ' || n, n || ' rue du Four', 'Ville', '00000',
      CASE WHEN r < 0.7 THEN t.lat + sqrt(d) * 0.15 * sin(a * 2 * pi()) ELSE 42.5 + u * 8.5 END,
      CASE WHEN r < 0.7 THEN t.lng + sqrt(d) * 0.22 * cos(a * 2 * pi()) ELSE -4.5 + v * 12.5 END,
      n % 3 <> 0, ${week}
    FROM picks
    CROSS JOIN LATERAL (SELECT lat, lng FROM ranked WHERE ranked.upto >= picks.u * 1.0 ORDER BY upto LIMIT 1) AS t`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
                          jours_ouvertures, horaires_ouvertures)
    SELECT ${owner}, 'Boulangerie du Carrefour ' || n, '1 place du Martroi', 'Orléans', '45000', ${CROWDED_SPOT.lat}, ${CROWDED_SPOT.lng}, ${week}
    FROM generate_series(1, 600) AS n`),
  );
  await db.execute(sql.raw('ANALYZE bakeries'));
}, 180_000);
afterAll(async () => t?.close());

type Found = { id: number; distanceKm: number };

async function fromSql(params: { lat: number; lng: number; rayonKm: number }): Promise<Found[]> {
  const rows = await nearbyQuery(t.app.db.db, params);
  return rows.map((row) => ({ id: row.id, distanceKm: row.distanceKm }));
}

async function fromMemory(params: { lat: number; lng: number; rayonKm: number }): Promise<Found[]> {
  await t.app.nearbyCards.fresh();
  return t.app.nearbyCards.search(params).map((hit) => ({ id: hit.entry.id, distanceKm: hit.distanceKm }));
}

/** Same ids in the same order; distances equal to within a nanometre and identical once rounded for the API. */
function expectSameAnswer(memory: Found[], database: Found[]): void {
  expect(memory.map((found) => found.id)).toEqual(database.map((found) => found.id));
  memory.forEach((found, index) => {
    const expected = database[index]!.distanceKm;
    expect(Math.abs(found.distanceKm - expected)).toBeLessThan(1e-12);
    expect(roundDistanceKm(found.distanceKm)).toBe(roundDistanceKm(expected));
  });
}

/** Coordinates as a browser sends them (7 decimals): PostgreSQL's ll_to_earth underflows on 5e-324. */
const toSevenDecimals = (value: number): number => Math.round(value * 1e7) / 1e7;

/** A centre near a town (where the answers are long and often capped) or anywhere in mainland France. */
const centre = fc
  .oneof(
    fc
      .record({
        town: fc.constantFrom(...TOWNS),
        north: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        east: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      })
      .map(({ town, north, east }) => ({ lat: town[0] + north, lng: town[1] + east })),
    fc.record({ lat: fc.double({ min: 42.3, max: 51.1, noNaN: true }), lng: fc.double({ min: -4.8, max: 8.3, noNaN: true }) }),
  )
  .map(({ lat, lng }) => ({ lat: toSevenDecimals(lat), lng: toSevenDecimals(lng) }));
const radius = fc.oneof(
  fc.double({ min: 0.05, max: 10, noNaN: true }),
  fc.double({ min: 10, max: 50, noNaN: true }),
  fc.constantFrom(2, 10, 50),
);

describe('in-memory nearby search', () => {
  it(`holds all ${BAKERIES + 600} placed bakeries once the inserts' notifications are applied`, async () => {
    await t.app.nearbyCards.fresh();
    expect(t.app.nearbyCards.size).toBe(BAKERIES + 600);
  });

  it('answers exactly like the SQL search for 300 generated centres and radii', async () => {
    let capped = 0;
    await fc.assert(
      fc.asyncProperty(centre, radius, async ({ lat, lng }, rayonKm) => {
        const params = { lat, lng, rayonKm };
        const [memory, database] = [await fromMemory(params), await fromSql(params)];
        if (database.length === NEARBY_LIMIT) capped += 1;
        expectSameAnswer(memory, database);
      }),
      { seed: 20261123, numRuns: 300 },
    );
    // The generated cases reached the cap often enough to test where the list is cut.
    expect(capped).toBeGreaterThan(10);
  }, 300_000);

  it('cuts 600 bakeries on one spot like SQL: the 500 lowest ids', async () => {
    const params = { ...CROWDED_SPOT, rayonKm: 1 };
    const memory = await fromMemory(params);
    expect(memory).toHaveLength(NEARBY_LIMIT);
    expectSameAnswer(memory, await fromSql(params));
  });

  it('answers like SQL on the edges of the world: poles, the antimeridian, nothing around', async () => {
    for (const params of [
      { lat: 90, lng: 0, rayonKm: 50 },
      { lat: -90, lng: 180, rayonKm: 50 },
      { lat: 0, lng: 180, rayonKm: 50 },
      { lat: 0, lng: -180, rayonKm: 50 },
      { lat: 46.5, lng: 2.5, rayonKm: 0.001 },
    ]) {
      expectSameAnswer(await fromMemory(params), await fromSql(params));
    }
  });
});
