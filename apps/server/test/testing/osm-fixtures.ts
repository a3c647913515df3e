// What the OSM reader tests share (test/modules/open-data/): the fixtures' folder, a temp folder, and collecting a whole reading.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOsmBakeries, type TOsmReadSummary } from '../../src/modules/open-data/osm/read-osm-bakeries.js';
import type { TOsmListing } from '../../src/modules/open-data/osm/osm-types.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/open-data/osm/', import.meta.url));
export const fixture = (name: string): string => path.join(FIXTURES, name);

export function makeTempDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-osm-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function readAllBakeries(file: string): Promise<{ listings: TOsmListing[]; summary: TOsmReadSummary }> {
  const reading = readOsmBakeries(file);
  const listings: TOsmListing[] = [];
  for await (const listing of reading.listings) listings.push(listing);
  return { listings, summary: structuredClone(reading.summary) };
}

export const keyOf = (listing: { osm_type: string | null; osm_id: number | null }): string => `${listing.osm_type}/${listing.osm_id}`;

/** Ray casting: whether [lon, lat] lies strictly inside the ring (the test's own check, not polylabel's). */
export function isInsideRing([x, y]: [number, number], ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
