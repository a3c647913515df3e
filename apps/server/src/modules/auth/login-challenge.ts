// The login's account-wide failure threshold (docs/sessions-and-limits.md, "Per account"). Every
// wrong password for an e-mail counts, whatever the address it comes from, in the shared limiter
// store (Redis when several instances run). Past RATE_LIMITS.loginFailuresAccount within its window,
// a login to that e-mail needs a solved captcha, and the staff are mailed, once an hour per account.
// Never a lockout: the right password with a solved captcha always signs in. Unknown e-mails are
// counted the same way, so the answer never tells whether an account exists.
import { AUTH_DETAILS, LOGIN_CAPTCHA_REQUIRED, type TLoginRequest } from '@fournil/shared';
import { AppError } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { normaliseEmail } from '../../plugins/rate-limit/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { loginFailuresStaffMail } from './mails.js';
import { CAPTCHA_INVALID, captchaSettings, checkCaptcha } from '../captcha/service.js';

type ChallengeContext = Pick<ServiceContext, 'db' | 'config' | 'limits' | 'background'>;
type Account = { id: number; username: string; email: string };

const MINUTE_MS = 60_000;
const failures = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('loginFailuresAccount');
const alerts = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('loginFailuresAlert');

/** 400 `{detail, code: 'captcha_required'}`: the login form shows a captcha and sends its answer. */
const captchaRequired = (detail: string) => new AppError('bad_request', detail, undefined, { code: LOGIN_CAPTCHA_REQUIRED });

/**
 * Before the password is checked: an e-mail past its threshold needs a solved captcha (single use,
 * spent whatever the password). Without one, no password is checked: nothing is learnt, and no
 * argon2 work is spent on a guess.
 */
export async function assertLoginChallenge(ctx: Pick<ChallengeContext, 'db' | 'config' | 'limits'>, body: TLoginRequest): Promise<void> {
  if (!(await failures(ctx).isOver(normaliseEmail(body.email)))) return;
  if (!body.captcha_0 || !body.captcha_1) throw captchaRequired(AUTH_DETAILS.loginCaptchaRequired);
  if (!(await checkCaptcha(ctx.db, captchaSettings(ctx.config), body.captcha_0, body.captcha_1))) throw captchaRequired(CAPTCHA_INVALID);
}

/**
 * A refused login (wrong password, unknown or inactive account) counts against its e-mail. When the
 * e-mail is an account's and is past its threshold, the staff hear of it after the answer (so the
 * answer takes the same time whether the account exists), at most once an hour.
 */
export async function recordLoginFailure(ctx: ChallengeContext, email: string, account: Account | undefined): Promise<void> {
  const key = normaliseEmail(email);
  await failures(ctx).record(key);
  if (!account) return;
  ctx.background.run('alerte sur des échecs de connexion répétés', async () => {
    if (!(await failures(ctx).isOver(key)) || !(await alerts(ctx).take(key))) return;
    const { max, timeWindow } = ctx.limits.limit('loginFailuresAccount');
    await enqueueMail(
      ctx.db,
      loginFailuresStaffMail(ctx.config.staffEmail, {
        account,
        failures: max,
        windowMinutes: Math.round(timeWindow / MINUTE_MS),
        backOfficeLink: `${ctx.config.appUrl}/admin/utilisateurs?q=${encodeURIComponent(account.email)}`,
      }),
    );
  });
}
