// The e-mail address changed from the profile (docs/accounts.md, "Changing the e-mail address"): the
// password, then a link to the new address; opening it moves the account (modules/auth/registration.ts).
import { AUTH_DETAILS, type TEmailChange } from '@fournil/shared';
import { AppError, tokenNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import { normaliseEmail, RateLimitedError } from '../../plugins/rate-limit/index.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailChangeAskedMail, emailChangeMail } from './mails.js';
import { EMAIL_CONFIRMATION_TTL_MS } from '../auth/registration.js';
import * as authRepository from '../auth/repository.js';
import { passwordChangeLimiter } from './password-change-limiter.js';

/** Runs a limiter's step, its 429 worded for the e-mail change (with its Retry-After kept). */
async function refusedWith(message: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof RateLimitedError) throw new RateLimitedError(error.retryAfterSeconds, message);
    throw error;
  }
}

/**
 * `POST /api/auth/email/change/`: the password, then a link to the new address and a word to the
 * old one. Nothing changes before the link is opened; every older link of the account is forgotten.
 * Each request mails an address the person typed, so they are counted: a few a day per account and
 * per address asked for (docs/accounts.md); refused or invalid requests, which mail nothing, are not.
 */
export async function requestEmailChange(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'limits'>,
  userId: number,
  body: TEmailChange,
): Promise<{ detail: string }> {
  const limitKey = String(userId);
  const perAccount = ctx.limits.account('emailChangeAccount');
  const perAddress = ctx.limits.account('emailChangeAddress');
  await passwordChangeLimiter(ctx).assertOpen(limitKey);
  // Before the password is hashed: a spent account has nothing to ask for today.
  await refusedWith(AUTH_DETAILS.emailChangeTooManyToday, () => perAccount.assertOpen(limitKey));
  const user = await authRepository.findUserById(ctx.db, userId);
  if (!user) throw tokenNotValid(AUTH_DETAILS.notAuthenticated);
  const passwordOk = user.passwordHash.startsWith('$argon2') && (await verifyPassword(user.passwordHash, body.password));
  if (!passwordOk) {
    await passwordChangeLimiter(ctx).record(limitKey);
    throw new AppError('bad_request', AUTH_DETAILS.passwordWrong, { password: [AUTH_DETAILS.passwordWrong] });
  }
  await passwordChangeLimiter(ctx).clear(limitKey);
  if (body.email.toLowerCase() === user.email.toLowerCase())
    throw new AppError('bad_request', AUTH_DETAILS.emailSame, { email: [AUTH_DETAILS.emailSame] });
  if (await authRepository.isEmailTaken(ctx.db, body.email))
    throw new AppError('bad_request', AUTH_DETAILS.emailTaken, { email: [AUTH_DETAILS.emailTaken] });
  const addressKey = normaliseEmail(body.email);
  // The address first, so that a refusal for it does not use up one of the account's requests.
  await refusedWith(AUTH_DETAILS.emailChangeTooManyForAddress, () => perAddress.assertOpen(addressKey));
  await refusedWith(AUTH_DETAILS.emailChangeTooManyToday, () => perAccount.hit(limitKey));
  await refusedWith(AUTH_DETAILS.emailChangeTooManyForAddress, () => perAddress.hit(addressKey));
  const key = randomToken();
  await ctx.db.transaction(async (tx) => {
    await authRepository.deleteUnusedEmailConfirmations(tx, userId);
    await authRepository.insertEmailConfirmation(tx, {
      userId,
      keyHash: sha256Hex(key),
      email: body.email,
      expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS),
    });
    await enqueueMail(tx, emailChangeMail(ctx.config.appUrl, body.email, key));
    await enqueueMail(tx, emailChangeAskedMail(ctx.config.appUrl, user, body.email));
  });
  return { detail: AUTH_DETAILS.emailChangeSent(body.email) };
}
