// Registration with e-mail confirmation, the confirmation links (an account's first address, or a
// change asked from the profile: modules/account/change-email.ts), and their resending (docs/accounts.md).
import {
  AUTH_DETAILS,
  newPasswordProblems,
  type TEmailConfirmAnswer,
  type TRegistrationRequest,
  type TResendConfirmationRequest,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { uniqueViolationConstraint } from '../../lib/postgres-errors.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailChangedMail } from '../account/mails.js';
import { emailConfirmationMail } from './mails.js';
import { checkInvitationForRegistration, openInvitationBakeryFor } from '../managers/service.js';
import { CAPTCHA_INVALID, captchaSettings, checkCaptchaKeepable } from '../captcha/service.js';
import { badRequest, type AuthContext } from './auth-context.js';
import * as repository from './repository.js';

const DAY_MS = 24 * 60 * 60_000;
export const EMAIL_CONFIRMATION_TTL_MS = 3 * DAY_MS;
/** A correct login on an unconfirmed account re-sends the confirmation at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60_000;
/** « Renvoyer l'e-mail de confirmation »: at most this many links per account in RESEND_WINDOW_MS. */
export const CONFIRMATION_RESEND_MAX = 3;
const RESEND_WINDOW_MS = 60 * 60_000;

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
  if (body.invitation !== undefined) {
    try {
      await checkInvitationForRegistration(db, body.invitation, body.email);
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      Object.assign(errors, error.fields);
    }
  }
  if (await repository.isUsernameTaken(db, body.username)) errors.username = [AUTH_DETAILS.usernameTaken];
  if (!errors.email && (await repository.isEmailTaken(db, body.email))) errors.email = [AUTH_DETAILS.emailTaken];
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
export async function confirmEmail(ctx: Pick<AuthContext, 'db' | 'config'>, key: string): Promise<TEmailConfirmAnswer> {
  const { db } = ctx;
  const confirmation = await repository.consumeEmailConfirmation(db, sha256Hex(key));
  if (!confirmation) throw badRequest(AUTH_DETAILS.confirmationInvalid);
  const user = await repository.findUserById(db, confirmation.userId);
  if (!user || !user.isActive) throw badRequest(AUTH_DETAILS.confirmationInvalid);
  if (user.email.toLowerCase() === confirmation.email.toLowerCase()) {
    await repository.updateUser(db, user.id, { emailVerified: true });
    // Someone invited to manage a bakery is told what comes next for a manager, not for an owner.
    return { detail: AUTH_DETAILS.emailConfirmed, invitation_boulangerie: await openInvitationBakeryFor(db, user.email) };
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
  return { detail: AUTH_DETAILS.emailChanged, invitation_boulangerie: null };
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
  await enqueueMail(tx, emailConfirmationMail(appUrl, user, key, await openInvitationBakeryFor(tx, user.email)));
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

export async function sendConfirmation(ctx: Pick<AuthContext, 'db' | 'config'>, user: repository.UserRow): Promise<void> {
  await ctx.db.transaction((tx) => issueConfirmation(tx, ctx.config.appUrl, user));
}
