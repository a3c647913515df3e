// The listings import on the real database (docs/open-data.md, "Importing listings: one per shop"): records become
// listings with unknown flags, a second run changes nothing, a shop described by two sources is one bakery, an
// owner's facts are never touched and no second bakery appears beside an owner's, nothing is deleted, and the
// whole import reaches the live feed as one reload. Runs on PGlite and PostgreSQL (triggers, NOTIFY, jsonb SQL).
import { emptyWeek } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { BAKERY_CHANGED_CHANNEL } from '../../../src/modules/bakeries/repository.js';
import { importListings } from '../../../src/modules/open-data/import-listings.js';
import type { TImportSummary, TListingFacts } from '../../../src/modules/open-data/listing-facts.js';
import { CENTER, insertBakery, insertOwner, offset, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { rowsOf } from '../../testing/manager-fixtures.js';

let t: TestApp;
const db = (): Db => t.app.db.db;

/** Each test works in its own patch of the map, 400 m from the others: far beyond the 75 m of matching. */
const area = (index: number, northM = 0, eastM = 0) => offset(CENTER, index * 0.4 + northM / 1000, eastM / 1000);

function shop(sourceId: string, at: { lat: number; lng: number }, facts: Partial<TListingFacts> = {}): TListingFacts {
  return {
    source: 'osm',
    sourceId,
    name: 'Boulangerie',
    housenumber: null,
    street: null,
    postcode: '75004',
    city: 'Paris',
    latitude: at.lat,
    longitude: at.lng,
    phone: null,
    website: null,
    hours: { kind: 'none' },
    siret: null,
    ...facts,
  };
}

async function* stream(records: readonly TListingFacts[]): AsyncIterable<TListingFacts> {
  for (const record of records) yield record;
}

const run = (records: readonly TListingFacts[], options: { complete?: boolean; now?: Date } = {}) =>
  importListings(db(), stream(records), { complete: options.complete ?? false, now: options.now ?? new Date() });

const summaryOf = (counts: Partial<TImportSummary>): TImportSummary => ({
  read: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  merged: 0,
  queued: 0,
  gone: 0,
  hidden: 0,
  shown: 0,
  skipped: {},
  warnings: {},
  ...counts,
});

type TBakeryRow = Record<string, unknown> & { id: number; nom: string; hidden_ms: number | null };

/** A timestamp as milliseconds: the two drivers read raw timestamps differently (a string, a Date). */
const ms = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);

async function bakeryOf(source: string, sourceId: string): Promise<TBakeryRow | undefined> {
  const [row] = await rowsOf<TBakeryRow>(
    db(),
    sql`SELECT b.*, ${ms('b.hidden_at')} AS hidden_ms FROM bakeries AS b JOIN bakery_sources AS s ON s.bakery_id = b.id WHERE s.source = ${source} AND s.source_id = ${sourceId}`,
  );
  return row;
}

async function sourcesOf(bakeryId: number) {
  return rowsOf<{ source: string; source_id: string; licence: string; siret: string | null; gone_ms: number | null; seen_ms: number }>(
    db(),
    sql`SELECT source, source_id, licence, siret, ${ms('gone_since')} AS gone_ms, ${ms('last_seen_at')} AS seen_ms
      FROM bakery_sources WHERE bakery_id = ${bakeryId} ORDER BY source, source_id`,
  );
}

/** Every column of every bakery and record as text, but the records' last_seen_at: what must not move. */
async function dump(): Promise<string[]> {
  const rows = await rowsOf<{ line: string }>(
    db(),
    sql`SELECT line FROM (
      SELECT 1 AS kind, b.id::text AS k, b::text AS line FROM bakeries AS b
      UNION ALL SELECT 2, s.source || s.source_id, (s.source, s.source_id, s.bakery_id, s.licence, s.first_seen_at, s.gone_since, s.siret)::text FROM bakery_sources AS s
      UNION ALL SELECT 3, q.id::text, q::text FROM listing_duplicate_candidates AS q) AS d ORDER BY kind, k`,
  );
  return rows.map((row) => row.line);
}

async function bakeriesWithin75m(at: { lat: number; lng: number }): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db(),
    sql`SELECT count(*)::int AS n FROM bakeries WHERE earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${at.lat}::float8, ${at.lng}::float8)) <= 75`,
  );
  return row!.n;
}

const nearbyIds = async (): Promise<number[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CENTER.lat}&lng=${CENTER.lng}&rayon=5` }))
    .json()
    .map((card: { id: number }) => card.id);

beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('importListings: new records', () => {
  it('creates listings: no owner, every flag untold (null times), the record with its licence', async () => {
    const now = new Date('2026-11-02T04:00:00Z');
    const week = weekOpenExceptMonday();
    const records = [
      shop('node/101', area(1), {
        name: 'Au Pain d’Antan',
        housenumber: '12',
        street: 'rue de la Paix',
        phone: '+33 1 42 72 13 77',
        website: 'painantan.fr',
        siret: '12345678200017',
        hours: {
          kind: 'week',
          jours_ouvertures: week.joursOuvertures,
          horaires_ouvertures: week.horairesOuvertures,
          jours_feries: 'fermes',
        },
      }),
      shop('98765432400012', area(1, 0, 300), {
        source: 'sirene',
        name: 'Le Grenier à Pain',
        hours: { kind: 'to-confirm', raw: 'Mo-Sa 07:00-20:00 "sauf août"', reason: 'comment' },
      }),
    ];
    expect(await run(records, { now })).toEqual(summaryOf({ read: 2, created: 2 }));

    const osm = await bakeryOf('osm', 'node/101');
    expect(osm).toMatchObject({
      proprietaire_id: null,
      responsable_id: null,
      nom: 'Au Pain d’Antan',
      adresse_postale: '12 rue de la Paix',
      ville: 'Paris',
      code_postal_boulangerie: '75004',
      telephone_boulangerie: '01 42 72 13 77',
      site_web: 'https://painantan.fr',
      jours_ouvertures: week.joursOuvertures,
      horaires_ouvertures: week.horairesOuvertures,
      jours_feries: 'fermes',
      horaires_statut: 'renseignes',
      horaires_source: null,
      hidden_at: null,
      description_courte: '',
      presentation: '',
      image_logo_main: null,
      disponibilite_pain: false,
      disponibilite_pain_maj: null,
      disponibilite_cafe_maj: null,
      disponibilite_croissant_maj: null,
      disponibilite_sandwich_maj: null,
      disponibilite_bio_maj: null,
      ouverture_pain: true,
      ouverture_cafe: false,
    });
    expect(await sourcesOf(osm!.id)).toEqual([
      { source: 'osm', source_id: 'node/101', licence: 'ODbL-1.0', siret: '12345678200017', gone_ms: null, seen_ms: now.getTime() },
    ]);

    const sirene = await bakeryOf('sirene', '98765432400012');
    expect(sirene).toMatchObject({
      proprietaire_id: null,
      horaires_statut: 'a_confirmer',
      horaires_source: 'Mo-Sa 07:00-20:00 "sauf août"',
      jours_ouvertures: emptyWeek().jours_ouvertures,
      jours_feries: null,
    });
    expect(await sourcesOf(sirene!.id)).toEqual([
      expect.objectContaining({ source: 'sirene', licence: 'Licence-Ouverte-2.0', siret: '98765432400012' }),
    ]);
  });

  it('skips what cannot be a listing, and creates no bakery for a closed établissement', async () => {
    const summary = await run([
      shop('node/abc', area(2)),
      shop('node/201', area(2), { name: '   ' }),
      shop('node/202', area(2), { latitude: Number.NaN }),
      shop('11111111100011', area(2), { source: 'sirene', name: 'Fermée', closed: true }),
    ]);
    expect(summary).toEqual(
      summaryOf({ read: 4, skipped: { 'invalid-source-id': 1, 'no-name': 1, 'invalid-position': 1, 'closed-unknown': 1 } }),
    );
    expect(await bakeryOf('sirene', '11111111100011')).toBeUndefined();
  });
});

describe('importListings: the same records again', () => {
  const week = weekOpenExceptMonday();
  const records = [
    shop('node/301', area(3), {
      name: 'Boulangerie Pâtisserie Dupont',
      housenumber: '3',
      street: 'rue Vieille du Temple',
      phone: '0142721377',
    }),
    shop('node/302', area(3, 0, 200), {
      name: 'Le Fournil de Léa',
      website: 'https://fournil-lea.fr/',
      hours: { kind: 'week', jours_ouvertures: week.joursOuvertures, horaires_ouvertures: week.horairesOuvertures, jours_feries: null },
    }),
    shop('node/303', area(3, 200, 0), {
      name: 'Maison Lenôtre',
      hours: { kind: 'to-confirm', raw: 'Mo-Fr 07:00-19:30; PH off', reason: 'holidays' },
    }),
  ];

  it('changes nothing the second time: every record unchanged, every row as it was', async () => {
    expect(await run(records, { now: new Date('2026-11-02T04:00:00Z') })).toMatchObject({ read: 3, created: 3 });
    const before = await dump();
    const later = new Date('2026-11-09T04:00:00Z');
    expect(await run(records, { now: later })).toEqual(summaryOf({ read: 3, unchanged: 3 }));
    expect(await dump()).toEqual(before);
    // Only the records' dates moved: they were seen again.
    const dupont = await bakeryOf('osm', 'node/301');
    expect((await sourcesOf(dupont!.id))[0]!.seen_ms).toBe(later.getTime());
  });

  it('updates a listing whose name or hours changed, and only that one', async () => {
    const before = await bakeryOf('osm', 'node/302');
    const changed = [
      records[0]!,
      {
        ...records[1]!,
        name: 'Le Fournil de Léa et Paul',
        hours: { kind: 'to-confirm', raw: 'Tu-Su 07:00-13:00,15:30-19:30', reason: 'x' },
      } as TListingFacts,
      records[2]!,
    ];
    expect(await run(changed)).toEqual(summaryOf({ read: 3, updated: 1, unchanged: 2 }));
    const after = await bakeryOf('osm', 'node/302');
    expect(after).toMatchObject({
      id: before!.id,
      nom: 'Le Fournil de Léa et Paul',
      horaires_statut: 'a_confirmer',
      horaires_source: 'Tu-Su 07:00-13:00,15:30-19:30',
      jours_ouvertures: emptyWeek().jours_ouvertures,
      site_web: 'https://fournil-lea.fr/',
    });
    expect(after!.updated_at).not.toEqual(before!.updated_at);
  });
});

describe('importListings: an owner’s bakery', () => {
  it('keeps every fact its owner entered when its record says otherwise; only the record’s dates move', async () => {
    const owner = await insertOwner(db());
    const bakery = await insertBakery(db(), owner, {
      nom: 'Chez Léa',
      position: area(4),
      telephoneBoulangerie: '06 11 22 33 44',
      adressePostale: '4 rue des Rosiers',
    });
    await db().execute(
      sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('osm', 'node/401', ${bakery.id}, 'ODbL-1.0')`,
    );
    const [before] = await rowsOf<{ line: string }>(db(), sql`SELECT b::text AS line FROM bakeries AS b WHERE id = ${bakery.id}`);
    const now = new Date('2026-11-03T04:00:00Z');
    const summary = await run(
      [
        shop('node/401', area(4, 20, 0), {
          name: 'Boulangerie Léa',
          housenumber: '6',
          street: 'rue Ferdinand Duval',
          phone: '01 99 99 99 99',
          website: 'https://autre.fr',
          hours: { kind: 'to-confirm', raw: '24/7', reason: 'x' },
        }),
      ],
      { now },
    );
    expect(summary).toEqual(summaryOf({ read: 1, unchanged: 1 }));
    const [after] = await rowsOf<{ line: string }>(db(), sql`SELECT b::text AS line FROM bakeries AS b WHERE id = ${bakery.id}`);
    expect(after).toEqual(before);
    expect((await sourcesOf(bakery.id))[0]).toMatchObject({ seen_ms: now.getTime(), gone_ms: null });
  });

  it('gets no second bakery beside it: a record of another name within 30 m is attached to it and queued', async () => {
    const owner = await insertOwner(db());
    const bakery = await insertBakery(db(), owner, { nom: 'Chez Marius', position: area(5) });
    const [before] = await rowsOf<{ line: string }>(db(), sql`SELECT b::text AS line FROM bakeries AS b WHERE id = ${bakery.id}`);
    const summary = await run([
      shop('node/501', area(5, 0, 20), { name: 'Boulangerie Dupuis' }),
      shop('node/502', area(5, 60, 0), { name: 'Boulangerie Chez Marius' }),
    ]);
    expect(summary).toEqual(summaryOf({ read: 2, merged: 1, queued: 1 }));
    expect(await bakeriesWithin75m(area(5))).toBe(1);
    expect((await sourcesOf(bakery.id)).map((source) => source.source_id)).toEqual(['node/501', 'node/502']);
    const queue = await rowsOf<Record<string, unknown>>(
      db(),
      sql`SELECT * FROM listing_duplicate_candidates WHERE bakery_id = ${bakery.id}`,
    );
    expect(queue).toEqual([
      expect.objectContaining({
        other_bakery_id: null,
        source: 'osm',
        source_id: 'node/501',
        record_nom: 'Boulangerie Dupuis',
        distance_m: 20,
        reason: 'attached_to_owned',
        resolved_at: null,
      }),
    ]);
    const [after] = await rowsOf<{ line: string }>(db(), sql`SELECT b::text AS line FROM bakeries AS b WHERE id = ${bakery.id}`);
    expect(after).toEqual(before);
  });
});

describe('importListings: one bakery per shop', () => {
  it('merges an OSM node and the Sirene record of the same SIRET: one bakery, two records, OSM’s name', async () => {
    await run([shop('node/601', area(6), { name: 'Au Bon Pain', siret: '44306184100047' })]);
    const summary = await run([
      shop('44306184100047', area(6, 150, 0), {
        source: 'sirene',
        name: 'SARL DURAND',
        housenumber: '9',
        street: 'RUE DU BAC',
        siret: '44306184100047',
      }),
    ]);
    expect(summary).toEqual(summaryOf({ read: 1, merged: 1 }));
    const bakery = await bakeryOf('osm', 'node/601');
    expect(bakery).toMatchObject({ nom: 'Au Bon Pain', adresse_postale: '9 RUE DU BAC' });
    expect((await sourcesOf(bakery!.id)).map((source) => `${source.source}:${source.licence}`)).toEqual([
      'osm:ODbL-1.0',
      'sirene:Licence-Ouverte-2.0',
    ]);
  });

  it('merges by distance and a similar name; the OSM record then leads a listing Sirene created', async () => {
    const summary = await run([
      shop('node/701', area(7), { name: 'Boulangerie Pâtisserie Dupont' }),
      shop('55204944700018', area(7, 40, 0), { source: 'sirene', name: 'DUPONT', housenumber: '7', street: 'RUE DES ARCHIVES' }),
      shop('39203846300027', area(7, 0, 200), { source: 'sirene', name: 'MARTIN SARL', housenumber: '1', street: 'RUE DE BRETAGNE' }),
      shop('node/702', area(7, 0, 230), { name: 'Boulangerie Martin', phone: '01 44 55 66 77' }),
    ]);
    expect(summary).toEqual(summaryOf({ read: 4, created: 2, merged: 2 }));
    const dupont = await bakeryOf('osm', 'node/701');
    expect(dupont).toMatchObject({ nom: 'Boulangerie Pâtisserie Dupont', adresse_postale: '7 RUE DES ARCHIVES' });
    expect((await bakeryOf('sirene', '55204944700018'))!.id).toBe(dupont!.id);
    const martin = await bakeryOf('sirene', '39203846300027');
    expect(martin).toMatchObject({
      nom: 'Boulangerie Martin',
      telephone_boulangerie: '01 44 55 66 77',
      adresse_postale: '1 RUE DE BRETAGNE',
    });
    expect((await bakeryOf('osm', 'node/702'))!.id).toBe(martin!.id);
    // Both records read again: neither undoes the other.
    expect(await run([shop('node/702', area(7, 0, 230), { name: 'Boulangerie Martin', phone: '01 44 55 66 77' })])).toEqual(
      summaryOf({ read: 1, unchanged: 1 }),
    );
    expect(
      await run([
        shop('39203846300027', area(7, 0, 200), { source: 'sirene', name: 'MARTIN SARL', housenumber: '1', street: 'RUE DE BRETAGNE' }),
      ]),
    ).toEqual(summaryOf({ read: 1, unchanged: 1 }));
  });

  it('creates a listing beside a bakery of another name and address, and queues the pair for staff', async () => {
    await run([shop('node/801', area(8), { name: 'Boulangerie du Marché' })]);
    expect(await run([shop('node/802', area(8, 50, 0), { name: 'Boulangerie de la Gare' })])).toEqual(
      summaryOf({ read: 1, created: 1, queued: 1 }),
    );
    const market = await bakeryOf('osm', 'node/801');
    const station = await bakeryOf('osm', 'node/802');
    expect(station!.id).not.toBe(market!.id);
    const queue = await rowsOf<Record<string, unknown>>(
      db(),
      sql`SELECT * FROM listing_duplicate_candidates WHERE bakery_id = ${market!.id} OR other_bakery_id = ${market!.id}`,
    );
    expect(queue).toEqual([
      expect.objectContaining({
        bakery_id: market!.id,
        other_bakery_id: station!.id,
        distance_m: 50,
        reason: 'near_different_name',
        source: null,
      }),
    ]);
  });
});

describe('importListings: the live feed', () => {
  it('announces one RELOAD for the whole import, and the next search has the new listings', async () => {
    const payloads: string[] = [];
    const unlisten = await t.database.listen(BAKERY_CHANGED_CHANNEL, (payload) => {
      if (!payload.includes('"sync"')) payloads.push(payload);
    });
    try {
      const records = Array.from({ length: 12 }, (_, index) =>
        shop(`node/90${index}`, area(9, 0, index * 100), { name: `Fournil n° ${index}` }),
      );
      await run([...records, shop('node/301', area(3), { name: 'Boulangerie Pâtisserie Dupont', phone: '01 00 00 00 00' })]);
      const ids = await Promise.all(records.map(async (record) => (await bakeryOf('osm', record.sourceId))!.id));
      expect(await nearbyIds()).toEqual(expect.arrayContaining(ids));
      // A plain write of a new column afterwards is announced by its row: the import sent nothing else.
      await db().execute(sql`UPDATE bakeries SET site_web = 'https://fournil.example' WHERE id = ${ids[0]!}`);
      await expect.poll(() => payloads.length).toBe(2);
      expect(payloads.map((payload) => JSON.parse(payload))).toEqual([{ op: 'RELOAD' }, { id: ids[0], op: 'UPDATE' }]);
    } finally {
      await unlisten();
    }
  });
});

describe('importListings: a file of many records', () => {
  it('writes them in batches, reports its progress, and takes a record read twice in one file for one shop', async () => {
    // 100 km away: out of the searches of the other tests. 100 m apart: no two are the same shop.
    const far = offset(CENTER, 100, 0);
    const records = Array.from({ length: 1_200 }, (_, index) =>
      shop(`node/${20_000 + index}`, offset(far, Math.floor(index / 40) * 0.1, (index % 40) * 0.1), { name: `Fournil ${index}` }),
    );
    const progress: number[] = [];
    const summary = await importListings(db(), stream([...records, records[0]!, records[700]!]), {
      complete: false,
      onProgress: (counts) => progress.push(counts.created),
    });
    expect(summary).toEqual(summaryOf({ read: 1_202, created: 1_200, unchanged: 2 }));
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(1_200);
    const [counts] = await rowsOf<{ n: number }>(
      db(),
      sql`SELECT count(DISTINCT bakery_id)::int AS n FROM bakery_sources WHERE source_id LIKE 'node/2____'`,
    );
    expect(counts!.n).toBe(1_200);
    expect(await run(records)).toEqual(summaryOf({ read: 1_200, unchanged: 1_200 }));
  });
});

describe('importListings: never delete', () => {
  let gone: TestApp;
  let main: TestApp;
  beforeAll(async () => {
    // A complete file speaks for its whole source: this part gets a database of its own.
    main = t;
    gone = await buildTestApp();
    t = gone;
  }, 180_000);
  afterAll(async () => {
    t = main;
    await gone?.close();
  });

  const listing = shop('node/1001', area(1), { name: 'Fournil du Canal' });
  const kept = shop('node/1002', area(1, 0, 300), { name: 'Fournil des Quais' });
  const ownedRecord = shop('node/1003', area(1, 300, 0), { name: 'Chez Nina' });

  it('hides a listing whose record a complete file lacks, and leaves an owner’s bakery shown', async () => {
    await run([listing, kept]);
    const owner = await insertOwner(db());
    const owned = await insertBakery(db(), owner, { nom: 'Chez Nina', position: area(1, 300, 0) });
    await run([ownedRecord]);
    expect((await bakeryOf('osm', 'node/1003'))!.id).toBe(owned.id);

    // A regional file says nothing of the rest: nothing is gone.
    expect(await run([kept])).toEqual(summaryOf({ read: 1, unchanged: 1 }));
    const now = new Date('2026-11-10T04:00:00Z');
    expect(await run([kept], { complete: true, now })).toEqual(summaryOf({ read: 1, unchanged: 1, gone: 2, hidden: 1 }));
    const hidden = await bakeryOf('osm', 'node/1001');
    expect(hidden).toMatchObject({ hidden_ms: now.getTime() });
    expect((await sourcesOf(hidden!.id))[0]!.gone_ms).toBe(now.getTime());
    expect(await bakeryOf('osm', 'node/1003')).toMatchObject({ id: owned.id, hidden_at: null });
    const shown = await nearbyIds();
    expect(shown).toContain(owned.id);
    expect(shown).toContain((await bakeryOf('osm', 'node/1002'))!.id);
    expect(shown).not.toContain(hidden!.id);
  });

  it('shows the listing again when its record is back, with the same id', async () => {
    const before = await bakeryOf('osm', 'node/1001');
    expect(await run([listing, kept, ownedRecord], { complete: true })).toEqual(summaryOf({ read: 3, unchanged: 3, shown: 1 }));
    expect(await bakeryOf('osm', 'node/1001')).toMatchObject({ id: before!.id, hidden_at: null });
    expect((await sourcesOf(before!.id))[0]!.gone_ms).toBeNull();
    expect(await nearbyIds()).toContain(before!.id);
  });

  it('hides a listing whose établissement Sirene says is closed, and keeps one that has another record', async () => {
    const alone = shop('80295478500028', area(2), { source: 'sirene', name: 'Boulangerie du Pont' });
    const paired = shop('80295478500036', area(2, 0, 300), { source: 'sirene', name: 'Boulangerie Lucas' });
    await run([alone, paired, shop('node/1101', area(2, 0, 310), { name: 'Boulangerie Lucas' })]);
    expect(
      await run([
        { ...alone, closed: true },
        { ...paired, closed: true },
      ]),
    ).toEqual(summaryOf({ read: 2, gone: 2, hidden: 1 }));
    expect(await bakeryOf('sirene', '80295478500028')).toMatchObject({ hidden_ms: expect.any(Number) });
    expect(await bakeryOf('sirene', '80295478500036')).toMatchObject({ hidden_at: null });
    // Open again, even under a version of the record that cannot be written (no name): shown again, facts kept.
    expect(await run([{ ...alone, name: '' }])).toEqual(summaryOf({ read: 1, shown: 1, skipped: { 'no-name': 1 } }));
    expect(await bakeryOf('sirene', '80295478500028')).toMatchObject({ hidden_at: null, nom: 'Boulangerie du Pont' });
  });

  it('deletes nothing: every bakery and every record is still there', async () => {
    const [counts] = await rowsOf<{ bakeries: number; records: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM bakeries) AS bakeries, (SELECT count(*)::int FROM bakery_sources) AS records`,
    );
    expect(counts).toEqual({ bakeries: 5, records: 6 });
  });
});
