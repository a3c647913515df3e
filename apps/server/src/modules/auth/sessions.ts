// Rotating refresh tokens with a short grace window and reuse detection, sessions with an absolute
// end, and logout (docs/sessions-and-limits.md).
import crypto from 'node:crypto';
import { AUTH_DETAILS } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { canSignIn } from '../../lib/auth-user.js';
import { tokenNotValid } from '../../lib/errors.js';
import type { AccessToken } from '../../lib/jwt.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import type { AuthContext } from './auth-context.js';
import * as repository from './repository.js';

const DAY_MS = 24 * 60 * 60_000;
/** Sliding lifetime: each rotation gives a new token valid this long (never past the session's end). */
export const REFRESH_TOKEN_TTL_MS = 14 * DAY_MS;
/** Absolute lifetime of a session (a refresh family), counted from the login. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/**
 * A token rotated less than this long ago is accepted once more while no successor of it was used:
 * two tabs refreshing together, or an answer lost on a phone network, do not end the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type Session = AccessToken & { refresh: string; refreshExpiresAt: Date };

/** A session: its id, its absolute end, and whether it passed two-step verification (docs/two-factor.md, "Sessions"). */
export type Family = { id: string; expiresAt: Date; hasPassedTwoFactor: boolean };

/** A new refresh token in `family`: valid REFRESH_TOKEN_TTL_MS, never past the family's end. */
export async function openSession(
  ctx: Pick<AuthContext, 'db' | 'tokens'>,
  userId: number,
  family: Family,
  parentId: number | null,
  now: Date,
): Promise<Session> {
  const refresh = randomToken();
  const refreshExpiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, family.expiresAt.getTime()));
  await repository.insertRefreshToken(ctx.db, {
    userId,
    familyId: family.id,
    sessionExpiresAt: family.expiresAt,
    twoFactorPassed: family.hasPassedTwoFactor,
    parentId,
    tokenHash: sha256Hex(refresh),
    expiresAt: refreshExpiresAt,
  });
  // A session opened in the second sessions restart after a password change is issued at that mark,
  // not a moment before it (docs/sessions-and-limits.md, "Ending sessions").
  const restart = await repository.findSessionsValidAfter(ctx.db, userId);
  const issuedAt = restart && restart > now ? restart : now;
  return { ...(await ctx.tokens.sign(userId, issuedAt, { hasPassedTwoFactor: family.hasPassedTwoFactor })), refresh, refreshExpiresAt };
}

/**
 * Rotates a refresh token. A token already rotated is accepted once more, inside
 * REFRESH_REUSE_GRACE_MS and while none of its successors was used: the caller gets a sibling in the
 * same family, so both racing clients end with a working session. Any other reuse revokes the whole
 * family (the session is taken to be stolen). Past the family's absolute end, nothing is renewed.
 */
export async function refreshSession(ctx: Pick<AuthContext, 'db' | 'tokens' | 'log' | 'now'>, refreshToken: string): Promise<Session> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    // The row lock serialises concurrent refreshes of one token: the second one sees the first's rotation.
    const row = await repository.findRefreshTokenForUpdate(tx, sha256Hex(refreshToken));
    if (!row || row.revokedAt) return { ok: false as const };
    if (row.usedAt) {
      const isInGrace =
        !row.graceUsedAt &&
        now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS &&
        !(await repository.hasUsedSuccessor(tx, row.id));
      if (!isInGrace) {
        await repository.revokeRefreshFamily(tx, row.familyId);
        return { ok: false as const, reuse: { userId: row.userId, familyId: row.familyId } };
      }
    }
    if (row.expiresAt.getTime() <= now.getTime() || row.sessionExpiresAt.getTime() <= now.getTime()) return { ok: false as const };
    const user = await repository.findAuthUserById(tx, row.userId);
    if (!user || !canSignIn(user)) {
      await repository.revokeRefreshFamily(tx, row.familyId);
      return { ok: false as const };
    }
    if (row.usedAt) await repository.markRefreshTokenGraceUsed(tx, row.id, now);
    else await repository.markRefreshTokenUsed(tx, row.id, now);
    // The mark is the family's, as it was at the login: a refresh keeps it and never adds it.
    const family = { id: row.familyId, expiresAt: row.sessionExpiresAt, hasPassedTwoFactor: row.twoFactorPassed };
    const session = await openSession({ db: tx, tokens: ctx.tokens }, row.userId, family, row.id, now);
    return { ok: true as const, session };
  });
  if (!outcome.ok) {
    if ('reuse' in outcome) ctx.log.warn(outcome.reuse, 'jeton de rafraîchissement réutilisé : session révoquée');
    throw tokenNotValid(AUTH_DETAILS.tokenInvalid);
  }
  return outcome.session;
}

export async function logout({ db }: Pick<AuthContext, 'db'>, refreshToken: string | undefined): Promise<{ detail: string }> {
  if (refreshToken) {
    const familyId = await repository.findRefreshFamily(db, sha256Hex(refreshToken));
    if (familyId) await repository.revokeRefreshFamily(db, familyId);
  }
  return { detail: AUTH_DETAILS.loggedOut };
}

/**
 * When sessions start again after `date`: the next whole second. Access tokens carry their issue
 * time in whole seconds, so every token issued until `date` is older than it, and the one the
 * asking device gets is issued at it.
 */
export function sessionsRestartAfter(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000 + 1000);
}

/** A new session family opened at `start` (a login, a password change, two-step verification turned on). */
export function newFamily(start: Date, hasPassedTwoFactor: boolean): Family {
  return { id: crypto.randomUUID(), expiresAt: new Date(start.getTime() + SESSION_MAX_AGE_MS), hasPassedTwoFactor };
}

/**
 * Ends every session of the account at once, access tokens included, and opens a new one for the
 * device that asked, issued at the restart mark (docs/sessions-and-limits.md, "Ending sessions").
 * In the caller's transaction; `hasPassedTwoFactor` is what the new session proved.
 */
export async function restartSessions(
  ctx: Pick<AuthContext, 'tokens'>,
  tx: Db,
  userId: number,
  now: Date,
  hasPassedTwoFactor: boolean,
): Promise<Session> {
  const restart = sessionsRestartAfter(now);
  await repository.updateUser(tx, userId, { sessionsValidAfter: restart });
  await repository.revokeAllRefreshTokens(tx, userId);
  return openSession({ db: tx, tokens: ctx.tokens }, userId, newFamily(restart, hasPassedTwoFactor), null, restart);
}
