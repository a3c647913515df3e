// The shape of media keys, shared by every storage adapter: new uploads get 128 random bits from
// the OS CSPRNG (a URL can be neither guessed nor enumerated, an uploaded name never reaches the
// storage), and a key read back is a safe relative path (no `..`, no absolute path, no odd byte).
import crypto from 'node:crypto';
import path from 'node:path';

/** Keys this product generates for uploads. */
export const UPLOADED_KEY = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
/** Keys that may be read or migrated: relative paths of plain segments (older seeds used `logos/…`). */
const READABLE_KEY = /^(?!.*(?:^|\/)\.)[A-Za-z0-9_][A-Za-z0-9._-]{0,127}(?:\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}){0,3}$/;

export function isReadableKey(key: string): boolean {
  return READABLE_KEY.test(key);
}

export function newUploadKey(extension: string): string {
  if (!/^[a-z0-9]{2,5}$/.test(extension)) throw new Error(`invalid media extension: ${extension}`);
  return `${crypto.randomBytes(16).toString('hex')}.${extension}`;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The type a key is served with; anything else is a download, never rendered. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}
