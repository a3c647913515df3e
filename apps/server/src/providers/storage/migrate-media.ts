// `npm run media:migrate` (docs/media-storage.md): copies every file of the local media folder into
// the bucket under the same key, so the addresses saved in the database keep working. Idempotent:
// a key already in the bucket is left as it is, so the command can be run again after an
// interruption, or while the site still writes new uploads to the disk.
import fs from 'node:fs/promises';
import path from 'node:path';
import { listLocalMediaKeys } from './local-media-storage.js';
import { isReadableKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

export type MediaMigrationReport = { copied: string[]; alreadyThere: string[]; skipped: string[] };

export async function migrateLocalMedia(
  mediaDir: string,
  bucket: MediaStorage,
  onProgress?: (key: string, outcome: 'copied' | 'already') => void,
): Promise<MediaMigrationReport> {
  const report: MediaMigrationReport = { copied: [], alreadyThere: [], skipped: [] };
  for (const key of await listLocalMediaKeys(mediaDir)) {
    // A file whose name is not a media key (a dotfile, an odd character) could never be served: left alone.
    if (!isReadableKey(key)) {
      report.skipped.push(key);
      continue;
    }
    if (await bucket.has(key)) {
      report.alreadyThere.push(key);
      onProgress?.(key, 'already');
      continue;
    }
    await bucket.put(key, await fs.readFile(path.join(mediaDir, ...key.split('/'))));
    report.copied.push(key);
    onProgress?.(key, 'copied');
  }
  return report;
}
