// What the account services use of the service context, and their one plain refusal.
import { AppError } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';

export type AuthContext = Pick<ServiceContext, 'db' | 'config' | 'limits' | 'background' | 'tokens' | 'log' | 'now'>;

export const badRequest = (detail: string) => new AppError('bad_request', detail);

/** Reset mails per account, counted once the captcha passed; a right password clears them (login.ts). */
export const resetLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordResetAccount');
