// `npm run import:osm -- FILE` without the process around it (cli/commands/import-osm.ts): the shops of an
// OpenStreetMap file read streaming, turned into listing facts and written in one import
// (docs/open-data.md, "Importing from OpenStreetMap"). A file that cannot be read to its end throws
// before the import's transaction commits: nothing is written, and nothing is marked gone.
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/client.js';
import { importListings } from './import-listings.js';
import type { TImportSummary } from './listing-facts.js';
import { osmListingFacts } from './osm/osm-listing-facts.js';
import { readOsmBakeries, type TOsmReadSummary } from './osm/read-osm-bakeries.js';

/**
 * The demo's listings (docs/demo-data.md, "Listings"): a small file in osmium's geojsonseq export format, written by
 * us, imported at seed after the 40 claimed bakeries.
 */
export const DEMO_LISTINGS_FILE = fileURLToPath(new URL('../../../demo/demo-listings.geojsonseq', import.meta.url));

export type TOsmImportOptions = {
  /** The file is the whole of OpenStreetMap's bakeries (France): shops missing from it are gone. */
  complete: boolean;
  now?: Date;
  onReadProgress?: (reading: Readonly<TOsmReadSummary>) => void;
};

export type TOsmImportOutcome = { reading: Readonly<TOsmReadSummary>; written: TImportSummary };

export async function importOsmFile(db: Db, path: string, options: TOsmImportOptions): Promise<TOsmImportOutcome> {
  const reading = readOsmBakeries(path, { onProgress: options.onReadProgress });
  async function* facts() {
    for await (const listing of reading.listings) yield osmListingFacts(listing);
  }
  const written = await importListings(db, facts(), { complete: options.complete, now: options.now });
  return { reading: reading.summary, written };
}
