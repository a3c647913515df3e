// `npm run media:migrate` (run through ../media-migrate.ts, which checks the Node version first): copies the local
// media folder (DATA_DIR/media) into the bucket of STORAGE_URL or S3_* (docs/media-storage.md).
// Run it with the same environment as the server that will use the bucket. Exit code 0 when every
// file is in the bucket, 1 otherwise.
import { ConfigError, loadConfig } from '../../config/index.js';
import { createMediaStorage, mediaDirOf } from '../../providers/storage/index.js';
import { migrateLocalMedia } from '../../providers/storage/migrate-media.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.storage) {
    process.stderr.write(
      'Aucun stockage objet configuré : donnez STORAGE_URL ou S3_BUCKET (docs/media-storage.md), puis relancez npm run media:migrate.\n',
    );
    return 1;
  }
  const bucket = createMediaStorage(config);
  await bucket.check();
  const mediaDir = mediaDirOf(config);
  process.stdout.write(
    `Copie de ${mediaDir} vers le compartiment ${config.storage.bucket}${config.storage.prefix ? ` (préfixe ${config.storage.prefix})` : ''}…\n`,
  );
  const report = await migrateLocalMedia(mediaDir, bucket);
  for (const key of report.skipped) process.stderr.write(`Ignoré (nom de fichier non servi sous /media/) : ${key}\n`);
  process.stdout.write(
    `${report.copied.length} fichier(s) copié(s), ${report.alreadyThere.length} déjà présent(s), ${report.skipped.length} ignoré(s).\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`media:migrate : échec (${(error as Error).message ?? String(error)})\n`);
    process.exit(1);
  },
);
