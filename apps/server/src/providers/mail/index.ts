// Mail provider: the transport chosen by configuration. The outbox, its worker and the mails' texts
// are the mail module's (modules/mail/).
import type { Config } from '../../config/index.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxOnlyTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

export type { MailTransport, OutgoingMail } from './mail-transport.js';

export function createMailTransport(config: Pick<Config, 'smtpUrl'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxOnlyTransport();
}
