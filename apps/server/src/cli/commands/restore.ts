// `npm run restore -- <backup folder> [--force]` (run through ../restore.ts, which checks the Node version first):
// puts a backup of `npm run backup` back into the configured database and media storage, then checks
// every table and file against the backup's manifest (docs/operations.md, "Backups"). Stop the
// servers first. Exit code 0 only when everything matches.
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/index.js';
import { RestoreRefused } from '../../db/backup.js';
import { restoreBackup } from '../../modules/backup/backup.js';
import { createMediaStorage } from '../../providers/storage/index.js';
import { databaseSource } from '../database-source.js';

const USAGE = 'Usage : npm run restore -- <dossier de sauvegarde> [--force]';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const folders = args.filter((arg) => arg !== '--force');
  if (folders.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const config = loadConfig();
  const outcome = await restoreBackup(path.resolve(folders[0]!), databaseSource(config), createMediaStorage(config), { force });
  if (outcome.mismatches.length > 0) {
    process.stderr.write(`Restauration incomplète : ces tables diffèrent de la sauvegarde : ${outcome.mismatches.join(', ')}.\n`);
    return 1;
  }
  process.stdout.write(
    `Restauration vérifiée : ${outcome.tables} tables, ${outcome.rows} lignes, ${outcome.media} image(s), identiques à la sauvegarde.\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError || error instanceof RestoreRefused
        ? `${error.message}\n`
        : `Restauration impossible : ${(error as Error).message}\n`,
    );
    process.exit(1);
  },
);
