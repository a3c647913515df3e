// The demo's open-data listings (docs/demo-data.md, "Listings"): the seed imports the shipped OSM export with the
// real import after the 40 claimed bakeries, so both kinds are on the map side by side; the queue « Doublons à
// vérifier » has its two examples (a record within 30 m of a demo bakery, a listing within 75 m of another); a
// second seed, or the same file imported again, changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../src/app.js';
import { DEMO_LISTINGS_FILE, importOsmFile } from '../../../src/modules/open-data/import-osm-file.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { rowsOf } from '../../testing/manager-fixtures.js';

let t: TestApp;
const db = () => t.app.db.db;

type Counts = { owned: number; listings: number; sources: number; queued: number; hours: Record<string, number> };

async function counts(): Promise<Counts> {
  const [row] = await rowsOf<{ owned: number; listings: number; sources: number; queued: number }>(
    db(),
    sql`SELECT (SELECT count(*)::int FROM bakeries WHERE proprietaire_id IS NOT NULL) AS owned,
      (SELECT count(*)::int FROM bakeries WHERE proprietaire_id IS NULL) AS listings,
      (SELECT count(*)::int FROM bakery_sources) AS sources,
      (SELECT count(*)::int FROM listing_duplicate_candidates) AS queued`,
  );
  const hours = await rowsOf<{ horaires_statut: string; n: number }>(
    db(),
    sql`SELECT horaires_statut, count(*)::int AS n FROM bakeries WHERE proprietaire_id IS NULL GROUP BY horaires_statut`,
  );
  return { ...row!, hours: Object.fromEntries(hours.map((h) => [h.horaires_statut, h.n])) };
}

async function fingerprint(): Promise<string> {
  const rows = await rowsOf<{ f: string }>(db(), sql`SELECT md5(string_agg(b::text, '|' ORDER BY b.id)) AS f FROM bakeries AS b`);
  return rows[0]!.f;
}

beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: '1' });
}, 180_000);
afterAll(async () => t?.close());

describe('the demo seed', () => {
  it('imports the listings beside the 40 claimed bakeries, with every kind of hours', async () => {
    const seeded = await counts();
    expect(seeded.owned).toBe(40);
    // 47 shops in the file; one is attached to a demo bakery rather than listed beside it.
    expect(seeded.listings).toBe(46);
    expect(seeded.sources).toBe(47);
    expect(seeded.hours.renseignes).toBeGreaterThan(5);
    expect(seeded.hours.a_confirmer).toBeGreaterThan(2);
    expect(seeded.hours.non_renseignes).toBeGreaterThan(5);
    const towns = await rowsOf<{ ville: string; n: number }>(
      db(),
      sql`SELECT ville, count(*)::int AS n FROM bakeries WHERE proprietaire_id IS NULL GROUP BY ville ORDER BY ville`,
    );
    expect(towns).toEqual([
      { ville: 'Paris', n: 31 },
      { ville: 'Saint-Denis', n: 15 },
    ]);
    // On the map like any bakery: around the basilica of Saint-Denis, the listings alone.
    const nearby = await t.app.inject({ method: 'GET', url: '/api/boulangeries/?lat=48.9355&lng=2.359&rayon=2' });
    expect(nearby.statusCode).toBe(200);
    const names = (nearby.json() as { nom: string }[]).map((card) => card.nom);
    expect(names).toContain('Boulangerie de la Basilique');
    expect(names.length).toBeGreaterThanOrEqual(10);
  });

  it('queues the examples of « Doublons à vérifier »: a record attached to a demo bakery, two listings side by side, a listing beside a demo bakery', async () => {
    const queue = await rowsOf<{ reason: string; a: string; b: string | null; record_nom: string | null; distance_m: number }>(
      db(),
      sql`SELECT c.reason, a.nom AS a, o.nom AS b, c.record_nom, c.distance_m FROM listing_duplicate_candidates AS c
        JOIN bakeries AS a ON a.id = c.bakery_id LEFT JOIN bakeries AS o ON o.id = c.other_bakery_id ORDER BY c.id`,
    );
    expect(queue).toEqual([
      {
        reason: 'attached_to_owned',
        a: 'Boulangerie du Marais',
        b: null,
        record_nom: 'Aux Pains des Rosiers',
        distance_m: expect.any(Number),
      },
      {
        reason: 'near_different_name',
        a: 'Le Comptoir du Boulanger',
        b: "La Mie de l'Oratoire",
        record_nom: null,
        distance_m: expect.any(Number),
      },
      {
        reason: 'near_different_name',
        a: 'Le Pain Caulaincourt',
        b: "Pâtisserie Sucre d'Orge",
        record_nom: null,
        distance_m: expect.any(Number),
      },
    ]);
    expect(queue[0]!.distance_m).toBeLessThanOrEqual(30);
    expect(queue[1]!.distance_m).toBeGreaterThan(30);
    expect(queue[1]!.distance_m).toBeLessThanOrEqual(75);
  });

  it('changes nothing when seeded again, nor when the same file is imported again', async () => {
    const before = { counts: await counts(), rows: await fingerprint() };
    const report = await prepareDatabase(t.database, { ...t.app.config, seedDemo: true, isProduction: false });
    expect(report.seededDemo).toBe(false);
    const again = await importOsmFile(db(), DEMO_LISTINGS_FILE, { complete: false });
    expect(again.written).toMatchObject({ created: 0, updated: 0, merged: 0, queued: 0, unchanged: 47 });
    expect({ counts: await counts(), rows: await fingerprint() }).toEqual(before);
  });
});
