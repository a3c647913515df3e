// A visitor's message to the staff: checked by the captcha, stored, and mailed to the staff address.
import { AUTH_DETAILS, type TContactRequest } from '@fournil/shared';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { contactAcknowledgementMail, contactStaffMail } from './mails.js';
import { assertCaptcha, captchaSettings } from '../captcha/service.js';
import * as repository from './repository.js';

/** Stores the message, mails it to the staff (Reply-To: the sender) and acknowledges it to the sender. */
export async function sendContactMessage(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  body: TContactRequest,
  from: { ip: string | undefined; userId: number | null },
): Promise<{ detail: string }> {
  await assertCaptcha(ctx.db, captchaSettings(ctx.config), body.captcha_0, body.captcha_1);
  const message = { name: body.name, email: body.email, subject: body.subject, message: body.message };
  await ctx.db.transaction(async (tx) => {
    await repository.insertContactMessage(tx, { ...message, userId: from.userId, ip: from.ip?.slice(0, 64) ?? null });
    await enqueueMail(tx, contactStaffMail(ctx.config.staffEmail, { ...message, userId: from.userId }));
    await enqueueMail(tx, contactAcknowledgementMail(ctx.config.appUrl, message.email));
  });
  return { detail: AUTH_DETAILS.contactSent };
}
