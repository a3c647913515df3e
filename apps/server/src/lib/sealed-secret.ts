// An authenticator secret at rest: encrypted with AES-256-GCM under a key derived from the JWT
// secret, and bound to its account (docs/two-factor.md, "Codes"). In lib, below the two-factor
// module, because the demo seed (db/seed) writes the demo staff's secret too.
import crypto from 'node:crypto';
import type { Config } from '../config/index.js';
import { deriveSecret, loadJwtSecret } from './jwt.js';

const keyCache = new WeakMap<object, Buffer>();

function encryptionKey(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Buffer {
  let key = keyCache.get(config);
  if (!key) {
    key = Buffer.from(deriveSecret(loadJwtSecret(config), 'totp-secret-encryption'), 'base64url');
    keyCache.set(config, key);
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url; bound to the account so a row copied to another one fails. */
export function sealSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>, userId: number, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(config), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when it cannot be read (another JWT secret, another account's row, damage). */
export function openSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>, userId: number, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(config), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
