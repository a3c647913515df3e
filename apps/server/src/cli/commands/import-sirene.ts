// `npm run import:sirene -- FILE [FILE…] [--complet]` (run through ../import-sirene.ts, which checks the Node version first):
// imports the bakery établissements of INSEE Sirene files — the StockEtablissement CSV (plain, gzipped or
// zipped) and BAN-geocoded geo_siret_NN.csv[.gz] files — in one import into the configured database:
// DATABASE_URL, else the embedded PGlite in DATA_DIR, which only one process may open, so the server must be
// stopped first. `--complet` says the files are the whole of France: listings whose établissement is missing
// from them are hidden. docs/open-data.md, "Importing from Sirene".
import fs from 'node:fs';
import { formatCount } from '@fournil/shared';
import { loadConfig } from '../../config/index.js';
import { importSireneFiles } from '../../modules/open-data/import-sirene-files.js';
import { describeSireneImport } from '../../modules/open-data/sirene/describe-sirene-import.js';
import { openCommandDatabase, runCommand } from '../command-database.js';

const USAGE = 'Usage : npm run import:sirene -- FICHIER [FICHIER…] [--complet]';

async function main(args: string[]): Promise<number> {
  const complete = args.includes('--complet');
  const files = args.filter((arg) => arg !== '--complet');
  if (files.length === 0 || files.some((file) => file.startsWith('--'))) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    process.stderr.write(`Fichier introuvable : ${missing.join(', ')}\n`);
    return 1;
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    const outcome = await importSireneFiles(database.db, files, {
      complete,
      onReadProgress: (reading) =>
        process.stdout.write(`… ${formatCount(reading.read)} lignes lues, ${formatCount(reading.kept)} établissements gardés\n`),
    });
    process.stdout.write(`${describeSireneImport(outcome, complete).join('\n')}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, (error) => `import:sirene : échec, rien n'a été écrit (${error.message})`);
