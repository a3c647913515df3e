// Login (docs/sessions-and-limits.md): no enumeration, a confirmed e-mail required, failures limited
// per account and address, then a session or the second step of two-step verification.
import {
  AUTH_DETAILS,
  TWO_FACTOR_MESSAGES,
  type TLoginRequest,
  type TTwoFactorChallenge,
  type TTwoFactorLoginRequest,
} from '@fournil/shared';
import { canSignIn } from '../../lib/auth-user.js';
import { forbidden } from '../../lib/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';
import type { ServiceContext } from '../../service-context.js';
import { addressKey, normaliseEmail } from '../../plugins/rate-limit/index.js';
import * as twoFactor from '../two-factor/service.js';
import { badRequest, resetLimiter, type AuthContext } from './auth-context.js';
import { assertLoginChallenge, recordLoginFailure } from './login-challenge.js';
import { CONFIRMATION_RESEND_INTERVAL_MS, sendConfirmation } from './registration.js';
import * as repository from './repository.js';
import { newFamily, openSession, type Session } from './sessions.js';

/** Wrong passwords per account and client address (see loginLimitKey). */
const loginLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('loginAccount');

/**
 * The failures of one account are counted per client address: an attacker typing wrong passwords
 * for someone's e-mail blocks only their own address, never the owner's login from elsewhere.
 */
export const loginLimitKey = (email: string, ip: string) => `${normaliseEmail(email)}|${addressKey(ip)}`;

/**
 * The right password opens a session, or, when the account has two-step verification, gives a
 * ticket for its second step (docs/two-factor.md, "Logging in"): `loginWithSecondFactor` then.
 */
export async function login(ctx: AuthContext, body: TLoginRequest, clientIp: string): Promise<Session | TTwoFactorChallenge> {
  const limitKey = loginLimitKey(body.email, clientIp);
  await loginLimiter(ctx).assertOpen(limitKey);
  await assertLoginChallenge(ctx, body);
  const user = await repository.findUserByEmail(ctx.db, body.email);
  const hasUsableHash = !!user && user.passwordHash.startsWith('$argon2');
  const hash = hasUsableHash ? user.passwordHash : await dummyPasswordHash();
  const passwordOk = await verifyPassword(hash, body.password);
  if (!user || !hasUsableHash || !passwordOk || !user.isActive) {
    await loginLimiter(ctx).record(limitKey);
    await recordLoginFailure(ctx, body.email, user);
    throw badRequest(AUTH_DETAILS.badCredentials);
  }
  if (user.suspendedAt) throw forbidden(AUTH_DETAILS.accountSuspended);
  // The right password: this address's failures are forgotten, and so are the reset requests.
  await loginLimiter(ctx).clear(limitKey);
  await resetLimiter(ctx).clear(normaliseEmail(user.email));
  if (!user.emailVerified) {
    const last = await repository.latestEmailConfirmationAt(ctx.db, user.id);
    if (!last || Date.now() - last.getTime() > CONFIRMATION_RESEND_INTERVAL_MS) {
      // Only someone who knows the password gets a new link: an expired first mail is not a dead end.
      ctx.background.run('renvoi de la confirmation', () => sendConfirmation(ctx, user));
    }
    throw badRequest(AUTH_DETAILS.emailNotConfirmed);
  }
  if (await twoFactor.isTwoFactorEnabled(ctx.db, user.id)) return twoFactor.issueLoginTicket(ctx, user.id);
  return openLoginSession(ctx, user.id, false);
}

/** `POST /api/auth/login/2fa/`: the ticket of a right password and a code give the session. */
export async function loginWithSecondFactor(ctx: AuthContext, body: TTwoFactorLoginRequest): Promise<Session> {
  const userId = await twoFactor.redeemLoginTicket(ctx, body);
  const user = await repository.findAuthUserById(ctx.db, userId);
  // Suspended or deactivated in the minutes between the password and the code.
  if (user?.isSuspended) throw forbidden(AUTH_DETAILS.accountSuspended);
  if (!user || !canSignIn(user)) throw badRequest(TWO_FACTOR_MESSAGES.restart);
  return openLoginSession(ctx, userId, true);
}

/** `hasPassedTwoFactor`: the password was followed by a code (or a recovery code). */
async function openLoginSession(ctx: AuthContext, userId: number, hasPassedTwoFactor: boolean): Promise<Session> {
  const now = ctx.now();
  await repository.updateUser(ctx.db, userId, { lastLogin: now });
  return openSession(ctx, userId, newFamily(now, hasPassedTwoFactor), null, now);
}
