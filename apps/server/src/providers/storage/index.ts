import path from 'node:path';
import type { Config } from '../../config/index.js';
import { createLocalMediaStorage } from './local-media-storage.js';
import type { MediaStorage } from './media-storage.js';
import { createS3MediaStorage } from './s3-media-storage.js';

export type { MediaStorage, StoredMedia } from './media-storage.js';
export type { S3Settings } from '../../config/index.js';

/** The media directory of the local disk storage. */
export function mediaDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

/** The bucket when STORAGE_URL or S3_BUCKET is set (config/storage-settings.ts), else the local disk (docs/media-storage.md). */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 'storage'>): MediaStorage {
  return config.storage ? createS3MediaStorage(config.storage) : createLocalMediaStorage(mediaDirOf(config));
}
