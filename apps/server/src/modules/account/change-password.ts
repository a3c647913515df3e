// The password changed from the profile (docs/accounts.md, "Changing the password").
import { AUTH_DETAILS, newPasswordProblems, type TPasswordChange } from '@fournil/shared';
import { AppError, tokenNotValid } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { passwordChangedMail } from './mails.js';
import * as authRepository from '../auth/repository.js';
import { restartSessions, type Session } from '../auth/sessions.js';
import { passwordChangeLimiter } from './password-change-limiter.js';

const fieldError = (field: string, message: string) => new AppError('bad_request', message, { [field]: [message] });

/**
 * The signed-in person changes their password (docs/accounts.md, "Changing the password"): the
 * current one is required (5 wrong ones per 15 minutes per account), the new one follows the usual
 * rules and differs from it. Every session ends, access tokens included; the device that asked
 * gets a new session, which keeps the asking session's two-step mark (`hasPassedTwoFactor`, never
 * more: docs/two-factor.md, "Sessions"). The person is told by mail.
 */
export async function changePassword(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'limits' | 'tokens' | 'now'>,
  userId: number,
  body: TPasswordChange,
  hasPassedTwoFactor: boolean,
): Promise<Session> {
  const limitKey = String(userId);
  await passwordChangeLimiter(ctx).assertOpen(limitKey);
  const user = await authRepository.findUserById(ctx.db, userId);
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
  const session = await ctx.db.transaction(async (tx) => {
    await authRepository.updateUser(tx, userId, { passwordHash });
    await enqueueMail(tx, passwordChangedMail(ctx.config.appUrl, user));
    return restartSessions(ctx, tx, userId, ctx.now(), hasPassedTwoFactor);
  });
  await passwordChangeLimiter(ctx).clear(limitKey);
  return session;
}
