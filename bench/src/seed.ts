// Fills a fresh database before the server starts, with the server's own openDatabase and
// migrations: the generated bakeries, one owner who can log in (for the live test on PGlite) and
// an inactive network account that owns half of the rest, the other half listings (no owner, an OSM record). Then
// ANALYZE, and the 2 km count is checked.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { bakeries, users } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { NEAR_CENTRE_KM, planBakeries, type GeneratedBakery } from './bakery-generator.js';
import { PARIS_CENTRE, haversineKm } from './geography.js';

export type SeedTarget = { databaseUrl: string } | { dataDir: string };

export type SeedResult = {
  bakeryCount: number;
  /** Counted by the database with the server's haversine formula. */
  withinTwoKm: number;
  expectedWithinTwoKm: number;
  parisSquare: number;
  owner: { email: string; password: string };
  /** The owner's bakeries, all within 2 km of the centre, nearest first. */
  ownedIds: number[];
  firstId: number;
  lastId: number;
  seconds: number;
};

const OWNED_BAKERIES = 4;
const INSERT_BATCH = 1_000;
/** Passes the registry check format; the seed marks it verified directly. */
const OWNER_SIREN = '900000001';

export const OWNER_EMAIL = 'proprietaire@bench.fournil.invalid';

export async function seedDatabase(target: SeedTarget, bakeryCount: number): Promise<SeedResult> {
  const started = performance.now();
  const database = await openDatabase('databaseUrl' in target ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });
  try {
    await runMigrations(database);
    const { db } = database;
    const plan = planBakeries(bakeryCount);
    const password = crypto.randomBytes(18).toString('base64url');
    const [owner] = await db
      .insert(users)
      .values({
        username: 'proprietaire-bench',
        email: OWNER_EMAIL,
        passwordHash: await hashPassword(password),
        emailVerified: true,
        isProprietaire: true,
        siren: OWNER_SIREN,
        sirenVerified: true,
        sirenVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    // Nobody logs into the network account: the bakeries it owns are only there to be found.
    const [network] = await db
      .insert(users)
      .values({
        username: 'reseau-bench',
        email: 'reseau@bench.fournil.invalid',
        passwordHash: '!',
        emailVerified: true,
        isProprietaire: true,
        isActive: false,
      })
      .returning({ id: users.id });
    if (!owner || !network) throw new Error('seed: accounts were not created');

    // The owner's bakeries come first (the lowest ids): the ones nearest the centre.
    const nearest = plan.bakeries
      .slice(0, plan.nearCentre)
      .map((bakery, index) => ({ index, km: haversineKm(PARIS_CENTRE, { lat: bakery.latitude, lng: bakery.longitude }) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, OWNED_BAKERIES)
      .map(({ index }) => index);
    const ownedSet = new Set(nearest);
    const ordered: { bakery: GeneratedBakery; ownerId: number }[] = [
      ...nearest.map((index) => ({ bakery: plan.bakeries[index]!, ownerId: owner.id })),
      ...plan.bakeries.filter((_, index) => !ownedSet.has(index)).map((bakery) => ({ bakery, ownerId: network.id })),
    ];
    const ids: number[] = [];
    for (let start = 0; start < ordered.length; start += INSERT_BATCH) {
      const rows = await db
        .insert(bakeries)
        .values(ordered.slice(start, start + INSERT_BATCH).map(({ bakery, ownerId }) => ({ ...bakery, proprietaireId: ownerId })))
        .returning({ id: bakeries.id });
      ids.push(...rows.map((row) => row.id));
    }
    // Half-claimed, half-listed France: one bakery in two of the network's becomes a listing,
    // as an import leaves it (no owner, availability never set: null flag times, one OpenStreetMap record).
    // BENCH_ALL_OWNED=1: every bakery owned, as before (to compare on the same machine and day).
    if (process.env.BENCH_ALL_OWNED !== '1') {
      await db.execute(sql`UPDATE bakeries SET proprietaire_id = NULL, image_logo_main = NULL,
        disponibilite_pain = false, disponibilite_cafe = false, disponibilite_croissant = false, disponibilite_sandwich = false,
        disponibilite_bio = false, disponibilite_pain_maj = NULL, disponibilite_cafe_maj = NULL, disponibilite_croissant_maj = NULL,
        disponibilite_sandwich_maj = NULL, disponibilite_bio_maj = NULL
        WHERE proprietaire_id = ${network.id} AND id % 2 = 0`);
      await db.execute(sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence)
        SELECT 'osm', 'node/' || (1000000 + id), id, 'ODbL-1.0' FROM bakeries WHERE proprietaire_id IS NULL`);
    }
    await db.execute(sql`ANALYZE`);

    return {
      bakeryCount: ids.length,
      withinTwoKm: await countWithin(database.db, NEAR_CENTRE_KM),
      expectedWithinTwoKm: plan.nearCentre,
      parisSquare: plan.parisSquare,
      owner: { email: OWNER_EMAIL, password },
      ownedIds: ids.slice(0, OWNED_BAKERIES),
      firstId: Math.min(...ids),
      lastId: Math.max(...ids),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Bakeries within `km` of the Paris centre, by the server's formula (6371 km sphere). */
async function countWithin(db: Db, km: number): Promise<number> {
  const { lat, lng } = PARIS_CENTRE;
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM bakeries
    WHERE 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(latitude)) * power(sin(radians(longitude - ${lng}::float8) / 2), 2)))) <= ${km}::float8`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
