// Local disk storage under DATA_DIR/media (the default). Files are written once ('wx': never
// overwrite) under random keys; reads only follow keys of the safe shape (media-keys.ts).
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADED_KEY, contentTypeOf, isReadableKey, newUploadKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

export function createLocalMediaStorage(mediaDir: string): MediaStorage {
  const fileOf = (key: string) => path.join(mediaDir, ...key.split('/'));
  return {
    kind: 'local',
    async save(data, extension) {
      const key = newUploadKey(extension);
      await fs.mkdir(mediaDir, { recursive: true });
      await fs.writeFile(fileOf(key), data, { flag: 'wx' });
      return key;
    },
    async put(key, data) {
      if (!isReadableKey(key)) throw new Error(`invalid media key: ${key}`);
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), data);
    },
    async read(key) {
      if (!isReadableKey(key)) return null;
      try {
        const stat = await fs.stat(fileOf(key));
        if (!stat.isFile()) return null;
        return {
          body: createReadStream(fileOf(key)),
          contentType: contentTypeOf(key),
          size: stat.size,
          etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async has(key) {
      if (!isReadableKey(key)) return false;
      return fs.stat(fileOf(key)).then(
        (stat) => stat.isFile(),
        () => false,
      );
    },
    list: () => listLocalMediaKeys(mediaDir).then((keys) => keys.filter(isReadableKey)),
    async remove(key) {
      // Only keys this product generated: a path from elsewhere (e.g. a seeded URL) is left alone.
      if (!UPLOADED_KEY.test(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
    async check() {
      await fs.mkdir(mediaDir, { recursive: true });
      await fs.access(mediaDir, fs.constants.W_OK);
    },
  };
}

/** Every file under `mediaDir` as a key (the migration to a bucket walks them). */
export async function listLocalMediaKeys(mediaDir: string): Promise<string[]> {
  const entries = await fs.readdir(mediaDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
