// The outbox: a request only writes a row (in its own transaction when it has one) and wakes the
// worker; delivery happens in the background, so mail never blocks or fails a request.
import type { Db } from '../../db/client.js';
import { insertMail } from './repository.js';

export const MAIL_CHANNEL = 'fournil_mail_outbox';

export type MailToSend = { to: string; subject: string; text: string; html: string; replyTo?: string | undefined };

/** One-line header values: no CR/LF can reach the SMTP headers. */
const oneLine = (value: string, max: number) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * `.invalid` is reserved (RFC 2606) and never delivered: a deleted account's address ends so
 * (docs/privacy.md, "Deleting the account"), and a mail to it, a provider's late receipt for
 * example, is not queued at all.
 */
export function isUndeliverableAddress(address: string): boolean {
  return /\.invalid$/i.test(address.trim());
}

export async function enqueueMail(db: Db, mail: MailToSend): Promise<void> {
  if (isUndeliverableAddress(mail.to)) return;
  // Delivered on commit to every instance's worker (LISTEN), so one of them sends it at once.
  await insertMail(
    db,
    {
      toAddress: oneLine(mail.to, 254),
      replyTo: mail.replyTo ? oneLine(mail.replyTo, 254) : null,
      subject: oneLine(mail.subject, 300),
      textBody: mail.text,
      htmlBody: mail.html,
    },
    MAIL_CHANNEL,
  );
}
