// Starts the outbox delivery worker with the app and stops it on close.
import type { FastifyInstance } from 'fastify';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

export type MailOptions = MailWorkerOptions;

export function registerMail(app: FastifyInstance, workerOptions: MailOptions = {}): void {
  const transport = app.providers.mailTransport;
  // Delivered bodies are blanked, unless the dev mailbox (development) is there to show them.
  const worker = createMailWorker(
    { database: app.db, transport, from: app.config.mailFrom, log: app.log },
    { scrubAfterDelivery: !app.config.devMailbox, ...workerOptions },
  );
  app.decorate('mailWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
