// Random tokens for links and cookies, their stored SHA-256 form, and constant-time comparison.
import crypto from 'node:crypto';

/** A URL-safe random token (32 bytes = 256 bits by default). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, hex (64 characters). */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time string equality; hashing first hides the lengths too. */
export function safeEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a, 'utf8').digest();
  const right = crypto.createHash('sha256').update(b, 'utf8').digest();
  return crypto.timingSafeEqual(left, right);
}
