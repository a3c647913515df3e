import { AUTH_DETAILS, type TContactRequest } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../../providers/mail/outbox.js';
import { contactStaffMail } from '../../providers/mail/templates.js';
import { assertCaptcha, type CaptchaSettings } from '../captcha/service.js';
import * as repository from './repository.js';

export type ContactDeps = { db: Db; captcha: CaptchaSettings; staffEmail: string };

/** Stores the message and mails it to the staff (Reply-To: the sender). */
export async function sendContactMessage(
  deps: ContactDeps,
  body: TContactRequest,
  from: { ip: string | undefined; userId: number | null },
): Promise<{ detail: string }> {
  await assertCaptcha(deps.db, deps.captcha, body.captcha_0, body.captcha_1);
  const message = { name: body.name, email: body.email, subject: body.subject, message: body.message };
  await deps.db.transaction(async (tx) => {
    await repository.insertContactMessage(tx, { ...message, userId: from.userId, ip: from.ip?.slice(0, 64) ?? null });
    await enqueueMail(tx, contactStaffMail(deps.staffEmail, { ...message, userId: from.userId }));
  });
  return { detail: AUTH_DETAILS.contactSent };
}
