// Where uploaded images live (docs/media-storage.md): the local disk under DATA_DIR/media by
// default, or an S3-compatible bucket. Callers only see keys relative to the media root, served
// under /media/ (lib/media-url.ts): the same key on disk and in a bucket, so media move between
// them unchanged (`npm run media:migrate`).
import type { Readable } from 'node:stream';

/** A stored file as read back for serving. */
export type StoredMedia = { body: Readable; contentType: string; size: number; etag: string | undefined };

export type MediaStorage = {
  kind: 'local' | 's3';
  /** Stores the bytes under a new random key ending in `.${extension}`; returns that key. */
  save(data: Buffer, extension: string): Promise<string>;
  /** Stores the bytes under `key` (the migration of existing media); replaces what was there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file of `key`, or null when there is none (or the key is not one this storage could hold). */
  read(key: string): Promise<StoredMedia | null>;
  /** Whether `key` is stored. */
  has(key: string): Promise<boolean>;
  /** Every stored key, sorted (backups walk them). */
  list(): Promise<string[]>;
  /** Deletes a stored file; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Whether the storage answers (readiness). */
  check(): Promise<void>;
};
