// GET /donnees-ouvertes/boulangeries.geojson (docs/open-data.md, "Publishing the merged listings (ODbL)"): the public
// bakeries with a present source as an RFC 7946 FeatureCollection under the ODbL, exactly the layer's properties and
// nothing of accounts, availability or the owner's texts; kept current by the change notifications; ETag and 304.
import zlib from 'node:zlib';
import { OPEN_DATA_ATTRIBUTION, ZOpenDataBakeries, type TOpenDataBakeries } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { bulkWriteBakeries } from '../../../src/modules/bakeries/repository.js';
import * as publishedRepository from '../../../src/modules/open-data/published/repository.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

const URL = '/donnees-ouvertes/boulangeries.geojson';
let t: TestApp;
const db = (): Db => t.app.db.db;
/** The fixture bakeries' ids, set once by beforeAll. */
const ids = { listing: 0, claimed: 0, sireneOnly: 0, ownedWithoutSources: 0, hidden: 0, ofSuspended: 0, allGone: 0 };

async function listing(nom: string, at: { lat: number; lng: number }, sources: [string, string, string, string | null][]) {
  const row = await insertBakery(db(), null as unknown as number, { nom, position: at, proprietaireId: null, ville: 'Paris' });
  for (const [source, sourceId, licence, goneSince] of sources) {
    await db().execute(sql`INSERT INTO bakery_sources (source, source_id, bakery_id, licence, last_seen_at, gone_since, siret)
      VALUES (${source}, ${sourceId}, ${row.id}, ${licence}, '2025-03-01T08:00:00Z', ${goneSince},
        ${source === 'sirene' ? sourceId : null})`);
  }
  return row.id;
}

async function download(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: URL, headers });
}

async function collection(): Promise<TOpenDataBakeries> {
  const response = await download();
  expect(response.statusCode).toBe(200);
  return ZOpenDataBakeries.parse(response.json());
}

const byId = (file: TOpenDataBakeries, id: number) => file.features.find((feature) => feature.properties.id === id);

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertOwner(db());
  ids.listing = await listing('Au Pain d’Antan', { lat: 48.8534567891, lng: 2.3488123456 }, [
    ['osm', 'node/123', 'ODbL-1.0', null],
    ['sirene', '12345678900012', 'Licence-Ouverte-2.0', null],
    ['osm', 'way/9', 'ODbL-1.0', '2025-02-01T00:00:00Z'],
  ]);
  await db().execute(sql`UPDATE bakery_sources SET last_seen_at = '2025-03-05T10:00:00Z' WHERE source_id = '12345678900012'`);
  await db().execute(sql`UPDATE bakeries SET telephone_boulangerie = '01 42 72 13 77', site_web = 'https://pain.example',
    horaires_statut = 'a_confirmer', horaires_source = 'Mo-Sa 07:00-20:00; PH off', jours_feries = 'fermes' WHERE id = ${ids.listing}`);
  ids.sireneOnly = await listing('Boulangerie, Rue des Lilas', offset(CENTER, 0.4, 0), [
    ['sirene', '98765432100019', 'Licence-Ouverte-2.0', null],
  ]);
  ids.ownedWithoutSources = (
    await insertBakery(db(), owner, { nom: 'Chez le Proprio', position: offset(CENTER, 0.8, 0), presentation: 'Mon texte' })
  ).id;
  ids.claimed = await listing('Maison Kayser', offset(CENTER, 1.2, 0), [['osm', 'node/456', 'ODbL-1.0', null]]);
  await db().execute(sql`UPDATE bakeries SET proprietaire_id = ${owner}, presentation = 'Le mot du gérant', motduboulanger = 'Bonjour',
    description_courte = 'Une description', image_logo_main = 'logos/x.png', publicite = true WHERE id = ${ids.claimed}`);
  ids.hidden = await listing('Cachée', offset(CENTER, 1.6, 0), [['osm', 'node/789', 'ODbL-1.0', null]]);
  await db().execute(sql`UPDATE bakeries SET hidden_at = now() WHERE id = ${ids.hidden}`);
  ids.allGone = await listing('Disparue', offset(CENTER, 2, 0), [['osm', 'node/1000', 'ODbL-1.0', '2025-02-01T00:00:00Z']]);
  const suspended = await insertOwner(db());
  ids.ofSuspended = await listing('Suspendue', offset(CENTER, 2.4, 0), [['osm', 'node/1001', 'ODbL-1.0', null]]);
  await db().execute(sql`UPDATE bakeries SET proprietaire_id = ${suspended} WHERE id = ${ids.ofSuspended}`);
  await db().execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended}`);
});

afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

/** Spies on what the file reads: whole pages of bakeries, or named ones. */
function spyReads() {
  return {
    pages: vi.spyOn(publishedRepository, 'publishedBakeriesAfter'),
    named: vi.spyOn(publishedRepository, 'publishedBakeriesIn'),
  };
}

describe(`GET ${URL}`, () => {
  it('answers a GeoJSON FeatureCollection under the ODbL, without an account', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const file = ZOpenDataBakeries.parse(response.json());
    expect(file).toMatchObject({
      type: 'FeatureCollection',
      licence: 'ODbL-1.0',
      licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      attribution: OPEN_DATA_ATTRIBUTION,
    });
    expect(Object.keys(file)).toEqual(['type', 'licence', 'licence_url', 'attribution', 'genere_le', 'features']);
    expect(new Date(file.genere_le).toISOString()).toBe(file.genere_le);
  });

  it('holds a listing with exactly the layer’s properties, its position as [longitude, latitude] and its present records', async () => {
    const feature = byId(await collection(), ids.listing);
    expect(feature).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.348812, 48.853457] },
      properties: {
        id: ids.listing,
        nom: 'Au Pain d’Antan',
        adresse: '1 rue Au Pain d’Antan',
        code_postal: '75004',
        ville: 'Paris',
        telephone: '01 42 72 13 77',
        site_web: 'https://pain.example',
        horaires: null,
        horaires_statut: 'a_confirmer',
        horaires_osm: 'Mo-Sa 07:00-20:00; PH off',
        jours_feries: 'fermes',
        // way/9 is gone from OpenStreetMap: not listed.
        sources: [
          { source: 'osm', id: 'node/123', licence: 'ODbL-1.0', url: 'https://www.openstreetmap.org/node/123' },
          { source: 'sirene', siret: '12345678900012', licence: 'Licence-Ouverte-2.0' },
        ],
        maj: '2025-03-05T10:00:00.000Z',
      },
    });
  });

  it('holds a claimed listing with its week, and nothing of its owner, availability, texts, logo or campaigns', async () => {
    const feature = byId(await collection(), ids.claimed)!;
    expect(Object.keys(feature)).toEqual(['type', 'geometry', 'properties']);
    expect(Object.keys(feature.properties)).toEqual([
      'id',
      'nom',
      'adresse',
      'code_postal',
      'ville',
      'telephone',
      'site_web',
      'horaires',
      'horaires_statut',
      'horaires_osm',
      'jours_feries',
      'sources',
      'maj',
    ]);
    expect(feature.properties).toMatchObject({ telephone: null, site_web: null, horaires_statut: 'renseignes', horaires_osm: null });
    // weekOpenExceptMonday (test/testing/bakery-fixtures.ts): closed on Mondays, a day with its two ranges otherwise.
    expect(feature.properties.horaires!.lundi).toBeNull();
    expect(feature.properties.horaires!.mardi).toEqual({
      ouverture_matin: expect.any(String),
      fermeture_matin: expect.any(String),
      ouverture_apm: expect.any(String),
      fermeture_apm: expect.any(String),
    });
    const text = (await download()).body;
    for (const word of ['Le mot du gérant', 'Bonjour', 'Une description', 'logos/x.png', 'proprietaire', 'disponibilite', 'publicite']) {
      expect(text).not.toContain(word);
    }
  });

  it('includes a Sirene-only listing, and leaves out an owner’s bakery without sources, hidden ones, suspended owners’ and listings whose records are all gone', async () => {
    const file = await collection();
    expect(byId(file, ids.sireneOnly)?.properties.sources).toEqual([
      { source: 'sirene', siret: '98765432100019', licence: 'Licence-Ouverte-2.0' },
    ]);
    for (const id of [ids.ownedWithoutSources, ids.hidden, ids.ofSuspended, ids.allGone]) expect(byId(file, id)).toBeUndefined();
  });

  it('shows a change made by plain SQL in the next answer, with a new ETag', async () => {
    const before = await download();
    await db().execute(sql`UPDATE bakeries SET nom = 'Au Pain d’Hier' WHERE id = ${ids.listing}`);
    const after = await download();
    expect(byId(ZOpenDataBakeries.parse(after.json()), ids.listing)?.properties.nom).toBe('Au Pain d’Hier');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('reads the changed bakery alone, not the whole table, and answers with the change', async () => {
    await download();
    const reads = spyReads();
    await db().execute(sql`UPDATE bakeries SET ville = 'Paris 4e' WHERE id = ${ids.sireneOnly}`);
    const file = ZOpenDataBakeries.parse((await download()).json());
    expect(byId(file, ids.sireneOnly)?.properties.ville).toBe('Paris 4e');
    expect(reads.pages).not.toHaveBeenCalled();
    expect(reads.named).toHaveBeenCalledTimes(1);
    expect(reads.named.mock.calls[0]![1]).toEqual([ids.sireneOnly]);
  });

  it('keeps its ETag and its date when a change leaves the file as it was (an availability toggle)', async () => {
    const before = await download();
    await db().execute(sql`UPDATE bakeries SET disponibilite_pain = NOT disponibilite_pain WHERE id = ${ids.claimed}`);
    const after = await download();
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);
    expect(ZOpenDataBakeries.parse(after.json()).genere_le).toBe(ZOpenDataBakeries.parse(before.json()).genere_le);
  });

  it('removes a bakery hidden, or whose last record is gone, and adds a new listing in id order', async () => {
    await download();
    const hiddenNow = await listing('Bientôt cachée', offset(CENTER, 2.8, 0), [['osm', 'node/2000', 'ODbL-1.0', null]]);
    const goneNow = await listing('Bientôt disparue', offset(CENTER, 3.2, 0), [['osm', 'node/2001', 'ODbL-1.0', null]]);
    const withBoth = await collection();
    expect(byId(withBoth, hiddenNow)).toBeDefined();
    expect(byId(withBoth, goneNow)).toBeDefined();
    const order = withBoth.features.map((feature) => feature.properties.id);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await db().execute(sql`UPDATE bakeries SET hidden_at = now() WHERE id = ${hiddenNow}`);
    await db().execute(sql`UPDATE bakery_sources SET gone_since = now() WHERE bakery_id = ${goneNow}`);
    const after = await collection();
    expect(byId(after, hiddenNow)).toBeUndefined();
    expect(byId(after, goneNow)).toBeUndefined();
    expect(after.features).toHaveLength(withBoth.features.length - 2);
  });

  it('reads every bakery again on a bulk write’s RELOAD, whose rows announce nothing one by one', async () => {
    await download();
    const reads = spyReads();
    await bulkWriteBakeries(db(), (tx) => tx.execute(sql`UPDATE bakeries SET nom = 'Pain du Lot' WHERE id = ${ids.sireneOnly}`));
    const file = await collection();
    expect(byId(file, ids.sireneOnly)?.properties.nom).toBe('Pain du Lot');
    expect(reads.pages).toHaveBeenCalled();
    expect(reads.named).not.toHaveBeenCalled();
  });

  it('answers 304 to If-None-Match with its ETag, and 200 to another', async () => {
    const first = await download();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await download({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await download({ 'if-none-match': 'W/"autre"' })).statusCode).toBe(200);
  });

  it('sends the same bytes compressed with brotli or gzip', async () => {
    const plain = (await download({ 'accept-encoding': 'identity' })).rawPayload;
    const br = await download({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gz = await download({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
  });
});
