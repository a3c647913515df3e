// Offline adapter: without SMTP_URL a mail is "delivered" to the outbox table only, where the dev
// mailbox (GET /api/dev/mails/) shows it.
import type { MailTransport } from './mail-transport.js';

export function createOutboxOnlyTransport(): MailTransport {
  return { kind: 'outbox', send: async () => {}, close: async () => {} };
}
