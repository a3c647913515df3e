// The OSM file reader on each real format (fixtures: test/fixtures/open-data/osm/README.md): which
// elements are kept, where their point is, which are skipped and why, gzip, and broken files.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { detectOsmFormat, formatOfHead } from '../../../src/modules/open-data/osm/detect-osm-format.js';
import { readOsmBakeries } from '../../../src/modules/open-data/osm/read-osm-bakeries.js';
import { readOsmFeatures } from '../../../src/modules/open-data/osm/read-osm-file.js';
import type { TOsmRead } from '../../../src/modules/open-data/osm/osm-types.js';
import { fixture, isInsideRing, keyOf, makeTempDir, readAllBakeries } from '../../testing/osm-fixtures.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

/** The L-shaped outline of way 7001 (source.osm), [lon, lat]: its centroid and its box's centre fall in the notch. */
const L_RING_7001: [number, number][] = [
  [4.835, 45.764],
  [4.836, 45.764],
  [4.836, 45.7642],
  [4.8352, 45.7642],
  [4.8352, 45.765],
  [4.835, 45.765],
  [4.835, 45.764],
];
/** The same L, drawn in Paris, of way 43547377 in overpass-turbo.geojson. */
const L_RING_TURBO: [number, number][] = [
  [2.395, 48.848],
  [2.396, 48.848],
  [2.396, 48.8482],
  [2.3952, 48.8482],
  [2.3952, 48.849],
  [2.395, 48.849],
  [2.395, 48.848],
];
const RELATION_8001_LARGE: [number, number][] = [
  [4.841, 45.781],
  [4.842, 45.781],
  [4.842, 45.7816],
  [4.841, 45.7816],
  [4.841, 45.781],
];
const RELATION_8001_SMALL: [number, number][] = [
  [4.84, 45.78],
  [4.8401, 45.78],
  [4.8401, 45.7801],
  [4.84, 45.7801],
  [4.84, 45.78],
];

const lonLat = (listing: { latitude: number; longitude: number }): [number, number] => [listing.longitude, listing.latitude];

async function readAll(file: string): Promise<TOsmRead[]> {
  const reads: TOsmRead[] = [];
  for await (const read of readOsmFeatures(file)) reads.push(read);
  return reads;
}

function gzipCopy(name: string): string {
  const target = path.join(temp.dir, `${name}.gz`);
  fs.writeFileSync(target, gzipSync(fs.readFileSync(fixture(name))));
  return target;
}

function writeTemp(name: string, content: string | Buffer): string {
  const target = path.join(temp.dir, name);
  fs.writeFileSync(target, content);
  return target;
}

describe('the format, told from the first bytes', () => {
  it.each([
    ['overpass.json', 'overpass-json'],
    ['overpass-turbo.geojson', 'geojson'],
    ['export.geojson', 'geojson'],
    ['export.geojsonseq', 'geojsonseq'],
    ['export-no-rs.geojsonseq', 'geojsonseq'],
  ] as const)('%s is %s, plain or gzipped', async (name, format) => {
    expect(await detectOsmFormat(fixture(name))).toEqual({ format, gzip: false });
    expect(await detectOsmFormat(gzipCopy(name))).toEqual({ format, gzip: true });
  });

  it('reads heads the fixtures do not show', () => {
    // A BOM, spaces before the document, a compact Overpass answer.
    expect(formatOfHead('\uFEFF \n{"version":0.6,"osm3s":{},"elements":[{"type":"node"', false)).toBe('overpass-json');
    // A sequence whose first feature is longer than the head.
    expect(formatOfHead('{"type":"Feature","geometry":{"type":"MultiPolygon","coordinates":[[[[4.8', false)).toBe('geojsonseq');
    // A single feature, the whole file on one line.
    expect(formatOfHead('{"type":"Feature","geometry":null,"properties":{}}', true)).toBe('geojsonseq');
    // A FeatureCollection on one line is not a sequence.
    expect(formatOfHead('{"type":"FeatureCollection","features":[]}', true)).toBe('geojson');
    expect(formatOfHead('osm_id,name\n1,Boulangerie', true)).toBeNull();
    expect(formatOfHead('[{"type":"node"}]', true)).toBeNull();
    expect(formatOfHead('{"type":"Topology","objects":{}}', true)).toBeNull();
  });

  it('refuses a file in no known format, naming it', async () => {
    const csv = writeTemp('bakeries.csv', 'osm_id,name\n1,Boulangerie\n');
    await expect(readAll(csv)).rejects.toThrow(/bakeries\.csv : format non reconnu/);
  });
});

describe('an Overpass JSON answer (out center tags)', () => {
  it('keeps the bakery and pastry shops, nodes at their position, ways and relations at their centre', async () => {
    const { listings, summary } = await readAllBakeries(fixture('overpass.json'));
    expect(listings.map((listing) => [keyOf(listing), listing.latitude, listing.longitude])).toEqual([
      ['node/2283937475', 48.86031, 2.36337],
      ['node/3127544830', 48.85562, 2.35904],
      ['way/43547377', 48.8489512, 2.396023],
      ['relation/13370001', 48.844301, 2.374317],
      ['node/4410000005', 48.864, 2.368],
    ]);
    expect(summary).toEqual({
      format: 'overpass-json',
      gzip: false,
      read: 11,
      kept: 5,
      skipped: { 'not-a-bakery-shop': 4, 'no-id': 0, 'no-position': 1, 'invalid-position': 1, duplicate: 0 },
    });
  });

  it('says why each other element was skipped', async () => {
    const reads = await readAll(fixture('overpass.json'));
    const { bakeryFromOsm } = await import('../../../src/modules/open-data/osm/bakery-from-osm.js');
    const skipped = reads.flatMap((read) => {
      const result = bakeryFromOsm(read);
      return result.kind === 'skip' ? [[keyOf(read), result.reason]] : [];
    });
    expect(skipped).toEqual([
      ['node/4410000001', 'not-a-bakery-shop'], // craft=bakery alone
      ['node/4410000002', 'not-a-bakery-shop'], // shop=convenience + bakery=yes
      ['node/4410000003', 'not-a-bakery-shop'], // no tags
      ['way/43547400', 'no-position'], // printed without its centre
      ['node/4410000004', 'invalid-position'], // 0,0
      ['node/4410000006', 'not-a-bakery-shop'], // shop=convenience;bakery
    ]);
  });

  it('reads a gzipped copy the same', async () => {
    expect(await readAllBakeries(gzipCopy('overpass.json'))).toEqual({
      ...(await readAllBakeries(fixture('overpass.json'))),
      summary: { ...(await readAllBakeries(fixture('overpass.json'))).summary, gzip: true },
    });
  });

  it('fails on an answer Overpass cut short (its remark), after handing on what it had', async () => {
    const answer = JSON.parse(fs.readFileSync(fixture('overpass.json'), 'utf8')) as Record<string, unknown>;
    answer.remark = 'runtime error: Query timed out in "query" at line 3 after 601 seconds.';
    const file = writeTemp('timed-out.json', JSON.stringify(answer, null, 2));
    const reading = readOsmBakeries(file);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const listing of reading.listings) seen.push(keyOf(listing));
      })(),
    ).rejects.toThrow(/timed-out\.json : la réponse Overpass est incomplète \(« runtime error: Query timed out/);
    expect(seen).toHaveLength(5);
  });

  it('fails on a file cut in the middle of an element', async () => {
    const text = fs.readFileSync(fixture('overpass.json'), 'utf8');
    const file = writeTemp('cut.json', text.slice(0, text.indexOf('"way"')));
    await expect(readAll(file)).rejects.toThrow();
    const gz = writeTemp('cut.json.gz', gzipSync(Buffer.from(text)).subarray(0, 400));
    await expect(readAll(gz)).rejects.toThrow(/unexpected end of file/);
  });
});

describe('a GeoJSON FeatureCollection', () => {
  it("from osmium: a node, an L-shaped way's pin inside it, an open way at its middle vertex, a relation in its larger part", async () => {
    const { listings, summary } = await readAllBakeries(fixture('export.geojson'));
    expect(listings.map(keyOf)).toEqual(['node/5001', 'way/7001', 'way/7002', 'relation/8001']);
    const [node, lShaped, open, relation] = listings as [
      (typeof listings)[0],
      (typeof listings)[0],
      (typeof listings)[0],
      (typeof listings)[0],
    ];
    expect(lonLat(node)).toEqual([4.8272, 45.7621]);
    expect(isInsideRing(lonLat(lShaped), L_RING_7001)).toBe(true);
    expect(lonLat(open)).toEqual([4.8302, 45.7701]);
    expect(isInsideRing(lonLat(relation), RELATION_8001_LARGE)).toBe(true);
    expect(isInsideRing(lonLat(relation), RELATION_8001_SMALL)).toBe(false);
    // osmium wrote way 7001 twice (a LineString, then a MultiPolygon): the second is a duplicate.
    expect(summary).toMatchObject({ format: 'geojson', read: 6, kept: 4 });
    expect(summary.skipped).toMatchObject({ 'not-a-bakery-shop': 1, duplicate: 1 });
  });

  it("gives the closed way's two copies the same point, inside, where its centroid and its box's centre are not", async () => {
    const copies = (await readAll(fixture('export.geojson'))).filter((read) => keyOf(read) === 'way/7001');
    expect(copies).toHaveLength(2);
    expect(copies[0]?.position).toEqual(copies[1]?.position);
    // The check is worth something: the naive points of this L lie outside it.
    expect(isInsideRing([4.83532, 45.76432], L_RING_7001)).toBe(false);
    expect(isInsideRing([4.8355, 45.7645], L_RING_7001)).toBe(false);
  });

  it('from overpass-turbo: ids from "way/43547377", a Polygon pinned inside, a null geometry skipped', async () => {
    const { listings, summary } = await readAllBakeries(fixture('overpass-turbo.geojson'));
    expect(listings.map(keyOf)).toEqual(['way/43547377', 'node/2283937475']);
    expect(isInsideRing(lonLat(listings[0] as (typeof listings)[0]), L_RING_TURBO)).toBe(true);
    expect(listings[0]).toMatchObject({ brand: 'Marie Blachère', name: null });
    expect(lonLat(listings[1] as (typeof listings)[0])).toEqual([2.36337, 48.86031]);
    expect(summary).toMatchObject({ read: 3, kept: 2, skipped: { 'no-position': 1 } });
  });
});

describe('a GeoJSON text sequence (osmium geojsonseq)', () => {
  it('reads the lines led by RS and the lines without it alike, and like the FeatureCollection', async () => {
    const collection = await readAll(fixture('export.geojson'));
    expect(collection).toHaveLength(6);
    expect(await readAll(fixture('export.geojsonseq'))).toEqual(collection);
    expect(await readAll(fixture('export-no-rs.geojsonseq'))).toEqual(collection);
    expect(await readAll(gzipCopy('export.geojsonseq'))).toEqual(collection);
  });

  it('keeps the same bakeries as from the FeatureCollection', async () => {
    const { listings, summary } = await readAllBakeries(fixture('export.geojsonseq'));
    expect(listings).toEqual((await readAllBakeries(fixture('export.geojson'))).listings);
    expect(summary).toMatchObject({ format: 'geojsonseq', read: 6, kept: 4 });
  });

  it('skips blank lines and CRLF endings, and fails on a line that is not JSON (a truncated file), naming it', async () => {
    const lines = fs.readFileSync(fixture('export.geojsonseq'), 'utf8').split('\n').filter(Boolean);
    const spaced = writeTemp('spaced.geojsonseq', `\n${lines.join('\r\n\r\n')}\r\n\n`);
    expect(await readAll(spaced)).toEqual(await readAll(fixture('export.geojsonseq')));
    const cut = writeTemp('cut.geojsonseq', `${lines.slice(0, 2).join('\n')}\n${(lines[2] as string).slice(0, 40)}`);
    await expect(readAll(cut)).rejects.toThrow(/cut\.geojsonseq, ligne 3 : ce n'est pas un texte JSON/);
    const gz = writeTemp('cut.geojsonseq.gz', gzipSync(Buffer.from(lines.join('\n'))).subarray(0, 300));
    await expect(readAll(gz)).rejects.toThrow(/unexpected end of file/);
  });
});

describe('stopping early', () => {
  it.each(['overpass.json', 'export.geojson', 'export.geojsonseq'])('%s: a consumer may stop after the first listing', async (name) => {
    const reading = readOsmBakeries(gzipCopy(name));
    for await (const listing of reading.listings) {
      expect(listing.osm_id).toBeGreaterThan(0);
      break;
    }
    expect(reading.summary.kept).toBe(1);
  });
});

describe('progress', () => {
  it('calls back every N elements read with the counts so far', async () => {
    const calls: [number, number, number][] = [];
    const reading = readOsmBakeries(fixture('overpass.json'), {
      progressEvery: 4,
      onProgress: (summary) => calls.push([summary.read, summary.kept, summary.skipped['not-a-bakery-shop']]),
    });
    for await (const _listing of reading.listings);
    // Elements 1–4 are kept; 5–7 are not shops; 8 has no centre.
    expect(calls).toEqual([
      [4, 4, 0],
      [8, 4, 3],
    ]);
  });
});
