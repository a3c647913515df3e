// Access tokens: JWT HS256 signed with JWT_SECRET, or with a secret generated once into DATA_DIR.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Config } from '../config/index.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'fournil';

export type AccessToken = { access: string; access_expiration: string };

/** JWT_SECRET, or `${dataDir}/jwt-secret` (created once with mode 0600, shared by restarts). */
export function loadJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a secret another process wrote first.
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} : secret JWT trop court.`);
  return new TextEncoder().encode(secret);
}

/** `hasPassedTwoFactor`: the session passed two-step verification (claim `mfa`, docs/two-factor.md, "Sessions"). */
export type VerifiedAccessToken = { userId: number; issuedAt: Date; hasPassedTwoFactor: boolean };

export type AccessTokens = {
  sign(userId: number, now?: Date, session?: { hasPassedTwoFactor: boolean }): Promise<AccessToken>;
  /** The user id and when the token was issued, or null when it is missing, malformed, forged or expired. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
};

export function createAccessTokens(secret: Uint8Array): AccessTokens {
  return {
    async sign(userId, now = new Date(), session = { hasPassedTwoFactor: false }) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const access = await new SignJWT({ typ: 'access', ...(session.hasPassedTwoFactor ? { mfa: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(crypto.randomUUID())
        .sign(secret);
      return { access, access_expiration: new Date(expiresAt * 1000).toISOString() };
    },
    async verify(token) {
      if (token.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload.typ !== 'access' || !/^[1-9][0-9]{0,9}$/.test(payload.sub ?? '') || typeof payload.iat !== 'number') return null;
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
        return { userId: id, issuedAt: new Date(payload.iat * 1000), hasPassedTwoFactor: payload.mfa === true };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** A secret for another purpose (e.g. captcha signatures), derived from the JWT secret with HMAC-SHA-256. */
export function deriveSecret(secret: Uint8Array, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(`fournil:${purpose}`).digest('base64url');
}
