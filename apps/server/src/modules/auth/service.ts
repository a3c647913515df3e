// Accounts: registration with e-mail confirmation, login (no enumeration, confirmed e-mail
// required, failures limited per account and address), rotating refresh tokens with a short grace
// window and reuse detection, sessions with an absolute end, password reset (the profile: modules/account).
// The session and limit rules are written in docs/sessions-and-limits.md.
import crypto from 'node:crypto';
import {
  AUTH_DETAILS,
  newPasswordProblems,
  type TEmailChange,
  type TLoginRequest,
  type TPasswordChange,
  type TPasswordResetConfirm,
  type TPasswordResetRequest,
  type TRegistrationRequest,
  type TResendConfirmationRequest,
  TWO_FACTOR_MESSAGES,
  type TTwoFactorChallenge,
  type TTwoFactorLoginRequest,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { canSignIn } from '../../lib/auth-user.js';
import { AppError, forbidden, tokenNotValid, type FieldErrors } from '../../lib/errors.js';
import type { AccessToken } from '../../lib/jwt.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { addressKey, normaliseEmail } from '../../plugins/rate-limit/index.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { uniqueViolationConstraint } from '../../lib/postgres-errors.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailChangeAskedMail, emailChangeMail, emailChangedMail, passwordChangedMail } from '../account/mails.js';
import { emailConfirmationMail, passwordResetMail } from './mails.js';
import { CAPTCHA_INVALID, assertCaptcha, captchaSettings, checkCaptchaKeepable } from '../captcha/service.js';
import * as twoFactor from '../two-factor/service.js';
import { assertLoginChallenge, recordLoginFailure } from './login-challenge.js';
import * as repository from './repository.js';

const DAY_MS = 24 * 60 * 60_000;
export const EMAIL_CONFIRMATION_TTL_MS = 3 * DAY_MS;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Sliding lifetime: each rotation gives a new token valid this long (never past the session's end). */
export const REFRESH_TOKEN_TTL_MS = 14 * DAY_MS;
/** Absolute lifetime of a session (a refresh family), counted from the login. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/**
 * A token rotated less than this long ago is accepted once more while no successor of it was used:
 * two tabs refreshing together, or an answer lost on a phone network, do not end the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/** A correct login on an unconfirmed account re-sends the confirmation at most this often. */
const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60_000;
/** « Renvoyer l'e-mail de confirmation »: at most this many links per account in RESEND_WINDOW_MS. */
export const CONFIRMATION_RESEND_MAX = 3;
const RESEND_WINDOW_MS = 60 * 60_000;

/** What the account services use of the service context. */
type AuthContext = Pick<ServiceContext, 'db' | 'config' | 'limits' | 'background' | 'tokens' | 'log' | 'now'>;

/** Wrong passwords per account and client address (see loginLimitKey). */
const loginLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('loginAccount');
/** Wrong current passwords in the profile, per account. */
const passwordChangeLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordChangeAccount');
/** Reset mails per account, counted once the captcha passed. */
const resetLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordResetAccount');

/**
 * The failures of one account are counted per client address: an attacker typing wrong passwords
 * for someone's e-mail blocks only their own address, never the owner's login from elsewhere.
 */
export const loginLimitKey = (email: string, ip: string) => `${normaliseEmail(email)}|${addressKey(ip)}`;

export type Session = AccessToken & { refresh: string; refreshExpiresAt: Date };

const badRequest = (detail: string) => new AppError('bad_request', detail);

// ---------------------------------------------------------------- registration and confirmation

export async function register(ctx: Pick<AuthContext, 'db' | 'config'>, body: TRegistrationRequest): Promise<{ detail: string }> {
  const { db } = ctx;
  const captcha = await checkCaptchaKeepable(db, captchaSettings(ctx.config), body.captcha_0, body.captcha_1);
  const errors: FieldErrors = {};
  const problems = await newPasswordProblems(body.password1, { username: body.username, email: body.email });
  if (problems.length > 0) errors.password1 = problems;
  if (!captcha.ok) {
    // No uniqueness answers without a solved captcha: they would let anyone probe for accounts.
    errors.captcha = [CAPTCHA_INVALID];
    throw new AppError('bad_request', CAPTCHA_INVALID, errors);
  }
  if (await repository.isUsernameTaken(db, body.username)) errors.username = [AUTH_DETAILS.usernameTaken];
  if (await repository.isEmailTaken(db, body.email)) errors.email = [AUTH_DETAILS.emailTaken];
  if (Object.keys(errors).length > 0) {
    // The captcha was solved: it stays valid (until it expires) for the corrected form, so a taken
    // name does not cost a new captcha. The per-address registration limit still counts each try.
    await captcha.giveBack();
    throw new AppError('bad_request', Object.values(errors)[0]![0]!, errors);
  }

  const passwordHash = await hashPassword(body.password1);
  try {
    await db.transaction(async (tx) => {
      const user = await repository.insertUser(tx, { username: body.username, email: body.email, passwordHash });
      await issueConfirmation(tx, ctx.config.appUrl, user);
    });
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === undefined) throw error;
    // Lost a race with a concurrent registration of the same name or address.
    if (constraint.includes('username'))
      throw new AppError('bad_request', AUTH_DETAILS.usernameTaken, { username: [AUTH_DETAILS.usernameTaken] });
    throw new AppError('bad_request', AUTH_DETAILS.emailTaken, { email: [AUTH_DETAILS.emailTaken] });
  }
  return { detail: AUTH_DETAILS.registered };
}

/**
 * A mailed link: it confirms the account's address, or, when it names another address (a change
 * asked from the profile, docs/accounts.md "Changing the e-mail address"), moves the account there.
 */
export async function confirmEmail(ctx: Pick<AuthContext, 'db' | 'config'>, key: string): Promise<{ detail: string }> {
  const { db } = ctx;
  const confirmation = await repository.consumeEmailConfirmation(db, sha256Hex(key));
  if (!confirmation) throw badRequest(AUTH_DETAILS.confirmationInvalid);
  const user = await repository.findUserById(db, confirmation.userId);
  if (!user || !user.isActive) throw badRequest(AUTH_DETAILS.confirmationInvalid);
  if (user.email.toLowerCase() === confirmation.email.toLowerCase()) {
    await repository.updateUser(db, user.id, { emailVerified: true });
    return { detail: AUTH_DETAILS.emailConfirmed };
  }
  // A change of address: only an account whose address was confirmed asks for one (login needs it).
  if (!user.emailVerified) throw badRequest(AUTH_DETAILS.confirmationInvalid);
  if (await repository.isEmailTaken(db, confirmation.email)) throw badRequest(AUTH_DETAILS.emailTaken);
  try {
    await db.transaction(async (tx) => {
      await repository.updateUser(tx, user.id, { email: confirmation.email });
      await enqueueMail(tx, emailChangedMail(ctx.config.appUrl, user, confirmation.email));
    });
  } catch (error) {
    // Taken between the check and the write (the unique index on lower(email) said so).
    if (uniqueViolationConstraint(error)) throw badRequest(AUTH_DETAILS.emailTaken);
    throw error;
  }
  return { detail: AUTH_DETAILS.emailChanged };
}

/**
 * `POST /api/auth/email/change/`: the password, then a link to the new address and a word to the
 * old one. Nothing changes before the link is opened; every older link of the account is forgotten.
 */
export async function requestEmailChange(
  ctx: Pick<AuthContext, 'db' | 'config' | 'limits'>,
  userId: number,
  body: TEmailChange,
): Promise<{ detail: string }> {
  const limitKey = String(userId);
  await passwordChangeLimiter(ctx).assertOpen(limitKey);
  const user = await repository.findUserById(ctx.db, userId);
  if (!user) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const passwordOk = user.passwordHash.startsWith('$argon2') && (await verifyPassword(user.passwordHash, body.password));
  if (!passwordOk) {
    await passwordChangeLimiter(ctx).record(limitKey);
    throw new AppError('bad_request', AUTH_DETAILS.passwordWrong, { password: [AUTH_DETAILS.passwordWrong] });
  }
  await passwordChangeLimiter(ctx).clear(limitKey);
  if (body.email.toLowerCase() === user.email.toLowerCase())
    throw new AppError('bad_request', AUTH_DETAILS.emailSame, { email: [AUTH_DETAILS.emailSame] });
  if (await repository.isEmailTaken(ctx.db, body.email))
    throw new AppError('bad_request', AUTH_DETAILS.emailTaken, { email: [AUTH_DETAILS.emailTaken] });
  const key = randomToken();
  await ctx.db.transaction(async (tx) => {
    await repository.deleteUnusedEmailConfirmations(tx, userId);
    await repository.insertEmailConfirmation(tx, {
      userId,
      keyHash: sha256Hex(key),
      email: body.email,
      expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS),
    });
    await enqueueMail(tx, emailChangeMail(ctx.config.appUrl, user, body.email, key));
    await enqueueMail(tx, emailChangeAskedMail(ctx.config.appUrl, user, body.email));
  });
  return { detail: AUTH_DETAILS.emailChangeSent(body.email) };
}

/** A new single-use confirmation key (stored hashed) and its mail, in the caller's transaction. */
async function issueConfirmation(tx: Db, appUrl: string, user: { id: number; email: string; username: string }): Promise<void> {
  const key = randomToken();
  await repository.insertEmailConfirmation(tx, {
    userId: user.id,
    keyHash: sha256Hex(key),
    email: user.email,
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS),
  });
  await enqueueMail(tx, emailConfirmationMail(appUrl, user, key));
}

/**
 * « Renvoyer l'e-mail de confirmation »: a new link for an active, unconfirmed, unsuspended account
 * (at most CONFIRMATION_RESEND_MAX an hour). The answer is the same, in the same time, whatever the
 * address: the mail is written after the answer, so nobody learns whether an account exists.
 */
export async function resendConfirmation(
  ctx: Pick<AuthContext, 'db' | 'config' | 'background'>,
  body: TResendConfirmationRequest,
): Promise<{ detail: string }> {
  const user = await repository.findUserByEmail(ctx.db, body.email);
  if (user && user.isActive && !user.emailVerified && !user.suspendedAt) {
    ctx.background.run('renvoi de la confirmation demandé', () =>
      ctx.db.transaction(async (tx) => {
        // The account's row lock makes concurrent resends count one after the other.
        await repository.lockUser(tx, user.id);
        const recent = await repository.countEmailConfirmationsSince(tx, user.id, new Date(Date.now() - RESEND_WINDOW_MS));
        if (recent < CONFIRMATION_RESEND_MAX) await issueConfirmation(tx, ctx.config.appUrl, user);
      }),
    );
  }
  return { detail: AUTH_DETAILS.confirmationResent };
}

async function sendConfirmation(ctx: Pick<AuthContext, 'db' | 'config'>, user: repository.UserRow): Promise<void> {
  await ctx.db.transaction((tx) => issueConfirmation(tx, ctx.config.appUrl, user));
}

// ---------------------------------------------------------------- login and sessions

let dummyHash: Promise<string> | undefined;
/** Unknown e-mails are checked against this hash, so they cost the same argon2 work as known ones. */
function dummyPasswordHash(): Promise<string> {
  // A refusal of the hashing gate (503) is not kept: the next login computes it again.
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

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
  return openLoginSession(ctx, user.id);
}

/** `POST /api/auth/login/2fa/`: the ticket of a right password and a code give the session. */
export async function loginWithSecondFactor(ctx: AuthContext, body: TTwoFactorLoginRequest): Promise<Session> {
  const userId = await twoFactor.redeemLoginTicket(ctx, body);
  const user = await repository.findAuthUserById(ctx.db, userId);
  // Suspended or deactivated in the minutes between the password and the code.
  if (user?.isSuspended) throw forbidden(AUTH_DETAILS.accountSuspended);
  if (!user || !canSignIn(user)) throw badRequest(TWO_FACTOR_MESSAGES.restart);
  return openLoginSession(ctx, userId);
}

async function openLoginSession(ctx: AuthContext, userId: number): Promise<Session> {
  const now = ctx.now();
  await repository.updateUser(ctx.db, userId, { lastLogin: now });
  const family = { id: crypto.randomUUID(), expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS) };
  return openSession(ctx, userId, family, null, now);
}

type Family = { id: string; expiresAt: Date };

/** A new refresh token in `family`: valid REFRESH_TOKEN_TTL_MS, never past the family's end. */
async function openSession(
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
    parentId,
    tokenHash: sha256Hex(refresh),
    expiresAt: refreshExpiresAt,
  });
  // A session opened in the second sessions restart after a password change is issued at that mark,
  // not a moment before it (docs/sessions-and-limits.md, "Ending sessions").
  const restart = await repository.findSessionsValidAfter(ctx.db, userId);
  const issuedAt = restart && restart > now ? restart : now;
  return { ...(await ctx.tokens.sign(userId, issuedAt)), refresh, refreshExpiresAt };
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
    const family = { id: row.familyId, expiresAt: row.sessionExpiresAt };
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

// ---------------------------------------------------------------- password reset

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export async function requestPasswordReset(
  ctx: Pick<AuthContext, 'db' | 'config' | 'limits' | 'background'>,
  body: TPasswordResetRequest,
): Promise<{ detail: string }> {
  await assertCaptcha(ctx.db, captchaSettings(ctx.config), body.captcha_0, body.captcha_1);
  // Counted only now: without a solved captcha nobody can use up someone else's reset requests.
  await resetLimiter(ctx).hit(normaliseEmail(body.email));
  // The same work whether or not the address exists; the writes happen after the answer.
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  const user = await repository.findUserByEmail(ctx.db, body.email);
  if (user && user.isActive) {
    ctx.background.run('lien de réinitialisation', () =>
      ctx.db.transaction(async (tx) => {
        await repository.insertPasswordResetToken(tx, {
          userId: user.id,
          tokenHash,
          expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
        });
        await enqueueMail(tx, passwordResetMail(ctx.config.appUrl, user, encodeUid(user.id), token));
      }),
    );
  }
  return { detail: AUTH_DETAILS.resetSent };
}

export async function confirmPasswordReset(
  ctx: Pick<AuthContext, 'db' | 'limits' | 'now'>,
  body: TPasswordResetConfirm,
): Promise<{ detail: string }> {
  const userId = decodeUid(body.uid);
  const user = userId === undefined ? undefined : await repository.findUserById(ctx.db, userId);
  const token = user ? await repository.findLivePasswordResetToken(ctx.db, user.id, sha256Hex(body.token)) : undefined;
  if (!user || !user.isActive || !token) throw badRequest(AUTH_DETAILS.resetInvalid);
  const problems = await newPasswordProblems(body.password, { username: user.username, email: user.email });
  if (problems.length > 0) throw new AppError('bad_request', problems[0]!, { password: problems });

  const passwordHash = await hashPassword(body.password);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await repository.consumePasswordResetToken(tx, user.id, token.id))) return false;
    // The link proves the mailbox: it confirms the address too. Every device is signed out.
    await repository.updateUser(tx, user.id, { passwordHash, emailVerified: true, sessionsValidAfter: sessionsRestartAfter(ctx.now()) });
    await repository.revokeAllRefreshTokens(tx, user.id);
    return true;
  });
  if (!done) throw badRequest(AUTH_DETAILS.resetInvalid);
  await resetLimiter(ctx).clear(normaliseEmail(user.email));
  return { detail: AUTH_DETAILS.resetDone };
}

// ---------------------------------------------------------------- password change (profile)

/**
 * When sessions start again after `date`: the next whole second. Access tokens carry their issue
 * time in whole seconds, so every token issued until `date` is older than it, and the one the
 * asking device gets is issued at it.
 */
export function sessionsRestartAfter(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000 + 1000);
}

const fieldError = (field: string, message: string) => new AppError('bad_request', message, { [field]: [message] });

/**
 * The signed-in person changes their password (docs/accounts.md, "Changing the password"): the
 * current one is required (5 wrong ones per 15 minutes per account), the new one follows the usual
 * rules and differs from it. Every session ends, access tokens included; the device that asked
 * gets a new session. The person is told by mail.
 */
export async function changePassword(ctx: AuthContext, userId: number, body: TPasswordChange): Promise<Session> {
  const limitKey = String(userId);
  await passwordChangeLimiter(ctx).assertOpen(limitKey);
  const user = await repository.findUserById(ctx.db, userId);
  if (!user) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const oldPasswordOk = user.passwordHash.startsWith('$argon2') && (await verifyPassword(user.passwordHash, body.old_password));
  if (!oldPasswordOk) {
    await passwordChangeLimiter(ctx).record(limitKey);
    throw fieldError('old_password', AUTH_DETAILS.oldPasswordWrong);
  }
  if (body.new_password1 === body.old_password) throw fieldError('new_password1', AUTH_DETAILS.newPasswordSame);
  const problems = await newPasswordProblems(body.new_password1, { username: user.username, email: user.email });
  if (problems.length > 0) throw new AppError('bad_request', problems[0]!, { new_password1: problems });

  const passwordHash = await hashPassword(body.new_password1);
  const restart = sessionsRestartAfter(ctx.now());
  const session = await ctx.db.transaction(async (tx) => {
    await repository.updateUser(tx, userId, { passwordHash, sessionsValidAfter: restart });
    await repository.revokeAllRefreshTokens(tx, userId);
    await enqueueMail(tx, passwordChangedMail(ctx.config.appUrl, user));
    const family = { id: crypto.randomUUID(), expiresAt: new Date(restart.getTime() + SESSION_MAX_AGE_MS) };
    return openSession({ db: tx, tokens: ctx.tokens }, userId, family, null, restart);
  });
  await passwordChangeLimiter(ctx).clear(limitKey);
  return session;
}
