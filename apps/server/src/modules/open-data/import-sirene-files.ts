// `npm run import:sirene -- FILE [FILE…]` without the process around it (cli/commands/import-sirene.ts): the bakery
// établissements of Sirene files (the stock, BAN-geocoded geo_siret files) read streaming, turned into listing
// facts and written in ONE import — one transaction, one reload (docs/open-data.md, "Importing from Sirene").
// A file that cannot be read to its end throws before the transaction commits: nothing is written, nothing marked gone.
import type { Db } from '../../db/client.js';
import { importListings } from './import-listings.js';
import type { TImportSummary } from './listing-facts.js';
import { readSireneFiles, type TSireneReadSummary } from './sirene/read-sirene-file.js';
import { sireneListingFacts } from './sirene/sirene-listing-facts.js';

export type TSireneImportOptions = {
  /** The files are the whole of Sirene (all of France): établissements missing from them are gone. */
  complete: boolean;
  now?: Date;
  onReadProgress?: (reading: Readonly<TSireneReadSummary>) => void;
};

export type TSireneImportOutcome = { reading: Readonly<TSireneReadSummary>; written: TImportSummary };

export async function importSireneFiles(db: Db, paths: readonly string[], options: TSireneImportOptions): Promise<TSireneImportOutcome> {
  const reading = readSireneFiles(paths, { onProgress: options.onReadProgress });
  async function* facts() {
    for await (const etablissement of reading.etablissements) yield sireneListingFacts(etablissement);
  }
  const written = await importListings(db, facts(), { complete: options.complete, now: options.now });
  return { reading: reading.summary, written };
}
