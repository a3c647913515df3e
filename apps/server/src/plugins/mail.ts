// Starts the outbox delivery worker with the app and stops it on close.
import type { FastifyInstance } from 'fastify';
import { createMailTransport, createMailWorker, type MailTransport, type MailWorker, type MailWorkerOptions } from '../providers/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

export type MailOptions = MailWorkerOptions & { transport?: MailTransport };

export function registerMail(app: FastifyInstance, options: MailOptions = {}): void {
  const { transport = createMailTransport(app.config), ...workerOptions } = options;
  // Delivered bodies are blanked, unless the dev mailbox (development) is there to show them.
  const worker = createMailWorker(
    { database: app.db, transport, from: app.config.mailFrom, log: app.log },
    { scrubAfterDelivery: !app.config.devMailbox, ...workerOptions },
  );
  app.decorate('mailWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
