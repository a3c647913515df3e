// Wrong current passwords in the profile, per account: the password change and the e-mail change
// count together (docs/sessions-and-limits.md).
import type { ServiceContext } from '../../service-context.js';

export const passwordChangeLimiter = (ctx: Pick<ServiceContext, 'limits'>) => ctx.limits.account('passwordChangeAccount');
