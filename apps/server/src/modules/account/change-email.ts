// The e-mail address changed from the profile (docs/accounts.md, "Changing the e-mail address"): the
// password, then a link to the new address; opening it moves the account (modules/auth/registration.ts).
import { AUTH_DETAILS, type TEmailChange } from '@fournil/shared';
import { AppError, tokenNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailChangeAskedMail, emailChangeMail } from './mails.js';
import { EMAIL_CONFIRMATION_TTL_MS } from '../auth/registration.js';
import * as authRepository from '../auth/repository.js';
import { passwordChangeLimiter } from './password-change-limiter.js';

/**
 * `POST /api/auth/email/change/`: the password, then a link to the new address and a word to the
 * old one. Nothing changes before the link is opened; every older link of the account is forgotten.
 */
export async function requestEmailChange(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'limits'>,
  userId: number,
  body: TEmailChange,
): Promise<{ detail: string }> {
  const limitKey = String(userId);
  await passwordChangeLimiter(ctx).assertOpen(limitKey);
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
  const key = randomToken();
  await ctx.db.transaction(async (tx) => {
    await authRepository.deleteUnusedEmailConfirmations(tx, userId);
    await authRepository.insertEmailConfirmation(tx, {
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
