import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalMediaStorage } from './local-media-storage.js';
import type { MediaStorage } from './media-storage.js';

export type { MediaStorage } from './media-storage.js';

/** The media directory served under /media/. */
export function mediaDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

/** Local disk today; an S3-compatible adapter would be chosen here from the config. */
export function createMediaStorage(config: Pick<Config, 'dataDir'>): MediaStorage {
  return createLocalMediaStorage(mediaDirOf(config));
}
