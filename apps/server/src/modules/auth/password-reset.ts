// Password reset by a mailed link (docs/accounts.md): the same answer whether or not the address
// exists, the link single-use and short-lived, every device signed out once it is used.
import { AUTH_DETAILS, newPasswordProblems, type TPasswordResetConfirm, type TPasswordResetRequest } from '@fournil/shared';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import { normaliseEmail } from '../../plugins/rate-limit/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { passwordResetMail } from './mails.js';
import { assertCaptcha, captchaSettings } from '../captcha/service.js';
import { badRequest, resetLimiter, type AuthContext } from './auth-context.js';
import * as repository from './repository.js';
import { sessionsRestartAfter } from './sessions.js';

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

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
