// Local disk storage under DATA_DIR/media: 128-bit random names from the OS CSPRNG, so a file's
// URL can be neither guessed nor enumerated, and an uploaded name never reaches the file system.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './media-storage.js';

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function createLocalMediaStorage(mediaDir: string): MediaStorage {
  return {
    async save(data, extension) {
      if (!/^[a-z0-9]{2,5}$/.test(extension)) throw new Error(`invalid media extension: ${extension}`);
      await fs.mkdir(mediaDir, { recursive: true });
      const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
      // 'wx': never overwrite, even in the astronomically unlikely case of a name collision.
      await fs.writeFile(path.join(mediaDir, name), data, { flag: 'wx' });
      return name;
    },
    async remove(name) {
      // Only names this adapter produced: a path from elsewhere (e.g. a seeded URL) is left alone.
      if (!STORED_NAME.test(name)) return;
      await fs.rm(path.join(mediaDir, name), { force: true });
    },
  };
}
