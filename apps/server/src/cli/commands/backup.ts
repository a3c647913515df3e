// `npm run backup [-- <folder>]` (run through ../backup.ts, which checks the Node version first): writes
// `fournil-sauvegarde-<date>/` (in ./sauvegardes unless a folder is given) with the database and every
// media file (docs/operations.md, "Backups"). PostgreSQL is read while the site runs; the embedded
// database needs the server stopped (one process owns it). Exit code 0 when the backup is complete.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/index.js';
import { makePrivateDirectory } from '../../lib/private-files.js';
import { writeBackup } from '../../modules/backup/backup.js';
import { createMediaStorage } from '../../providers/storage/index.js';
import { databaseSource } from '../database-source.js';

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const source = databaseSource(config);
  if (source.kind === 'pglite' && !fs.existsSync(source.pgdataDir)) {
    process.stderr.write(`Aucune base embarquée dans ${source.pgdataDir} : vérifiez DATA_DIR.\n`);
    return 1;
  }
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  const dir = path.resolve(args[0] ?? 'sauvegardes', `fournil-sauvegarde-${stamp}`);
  // The folder of backups too, when this command creates it: only this user lists what it holds.
  makePrivateDirectory(path.dirname(dir));
  if (source.kind === 'pglite') process.stdout.write('Base embarquée : le serveur Fournil doit être arrêté pendant la sauvegarde.\n');
  const manifest = await writeBackup(source, createMediaStorage(config), dir);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Sauvegarde écrite dans ${dir} : ${Object.keys(manifest.tables).length} tables, ${rows} lignes, ${manifest.media.length} image(s).\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Sauvegarde impossible : ${(error as Error).message}\n`);
    process.exit(1);
  },
);
