// Mail provider: the transport chosen by configuration, the outbox and its delivery worker.
import type { Config } from '../../config/index.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxOnlyTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

export type { MailTransport, OutgoingMail } from './mail-transport.js';
export { enqueueMail, type MailToSend } from './outbox.js';
export { SCRUBBED_BODY, createMailWorker, type MailWorker, type MailWorkerOptions } from './worker.js';

export function createMailTransport(config: Pick<Config, 'smtpUrl'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxOnlyTransport();
}
