// The authenticator codes themselves (RFC 6238 through `otpauth`): 6 digits, 30-second steps, SHA-1
// (what every authenticator app reads from a QR code), one step of clock drift either way, and the
// secret at rest encrypted with AES-256-GCM (docs/two-factor.md, "Codes").
import crypto from 'node:crypto';
import { PRODUCT_NAME, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@fournil/shared';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Config } from '../../config/index.js';
import { deriveSecret, loadJwtSecret } from '../../lib/jwt.js';

/** Codes of the step before and after the current one are accepted too (a phone a little off). */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

export function newSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/…` address the QR code carries. */
export function otpauthUrl(secret: string, accountEmail: string): string {
  return totpOf(secret, accountEmail).toString();
}

/** The QR code of `url`, as SVG markup (the browser shows it as an image, never as HTML). */
export function qrSvg(url: string): string {
  return renderSVG(url, { ecc: 'M', border: 2 });
}

/**
 * The time step `code` belongs to, or null when it is wrong or its step is not after `lastUsedStep`
 * (a code seen once, or an older one, is refused: RFC 6238 §5.2).
 */
export function acceptedStep(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The code of `secret` at `at` (the demo data and the tests play the authenticator app with it). */
export function codeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

// ---------------------------------------------------------------- recovery codes

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `abcde-12345`: ten characters of a 31-letter alphabet without look-alikes (about 50 bits). */
function newRecoveryCode(): string {
  let text = '';
  for (let i = 0; i < 10; i++) text += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

// ---------------------------------------------------------------- the secret at rest

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
