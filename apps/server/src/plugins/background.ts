import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background.js';
import { purgeExpired } from '../modules/retention/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer, and chores on a timer; awaited when the app closes. */
    background: BackgroundTasks;
  }
}

const PURGE_INTERVAL_MS = 60 * 60_000;
const PURGE_FIRST_DELAY_MS = 60_000;

export function registerBackgroundTasks(app: FastifyInstance): void {
  const tasks = createBackgroundTasks(app.log);
  app.decorate('background', tasks);
  // Expired links, dead sessions, old mails: modules/retention/service.ts. Started once the app is ready, so
  // the migrations have run; every instance may run it (idempotent deletes).
  app.addHook('onReady', async () => {
    tasks.every('purge des jetons expirés et des anciens e-mails', { intervalMs: PURGE_INTERVAL_MS, firstDelayMs: PURGE_FIRST_DELAY_MS }, async () => {
      const report = await purgeExpired(app.db.db);
      const total = Object.values(report).reduce((sum, n) => sum + n, 0);
      if (total > 0) app.log.info({ purged: report }, 'données expirées supprimées');
    });
  });
  app.addHook('preClose', async () => tasks.drain());
}
