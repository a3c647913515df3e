/**
 * Media keys are random and never reused, so a file under a key never changes: browsers and
 * proxies may keep it a year without asking again (docs/media-storage.md).
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
