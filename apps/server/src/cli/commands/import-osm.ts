// `npm run import:osm -- FILE [--complet]` (run through ../import-osm.ts, which checks the Node version first): imports
// the bakeries of an OpenStreetMap file (Overpass JSON, GeoJSON or GeoJSON text sequence, gzipped or
// not) into the configured database — DATABASE_URL, else the embedded PGlite in DATA_DIR, which only one
// process may open, so the server must be stopped first. `--complet` says the file is the whole of France:
// listings whose shop is missing from it are hidden. docs/open-data.md, "Importing from OpenStreetMap".
import fs from 'node:fs';
import path from 'node:path';
import { formatCount } from '@fournil/shared';
import { loadConfig } from '../../config/index.js';
import { importOsmFile } from '../../modules/open-data/import-osm-file.js';
import { describeOsmImport } from '../../modules/open-data/osm/describe-osm-import.js';
import { openCommandDatabase, runCommand } from '../command-database.js';

const USAGE = 'Usage : npm run import:osm -- FICHIER [--complet]';

async function main(args: string[]): Promise<number> {
  const complete = args.includes('--complet');
  const files = args.filter((arg) => arg !== '--complet');
  const file = files[0];
  if (files.length !== 1 || file === undefined || file.startsWith('--')) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  if (!fs.existsSync(file)) {
    process.stderr.write(`Fichier introuvable : ${file}\n`);
    return 1;
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    const outcome = await importOsmFile(database.db, file, {
      complete,
      onReadProgress: (reading) =>
        process.stdout.write(`… ${formatCount(reading.read)} éléments lus, ${formatCount(reading.kept)} boulangeries gardées\n`),
    });
    process.stdout.write(`${describeOsmImport(path.basename(file), outcome, complete).join('\n')}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, (error) => `import:osm : échec, rien n'a été écrit (${error.message})`);
