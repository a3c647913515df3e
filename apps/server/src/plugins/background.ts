// Runs the app's background work: what a request finishes after its answer, and the scheduled chores
// it is handed (the list is app-level: jobs.ts). It knows no chore itself.
import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer, and chores on a timer; awaited when the app closes. */
    background: BackgroundTasks;
  }
}

/** A chore on a timer: its French name (in logs), how often, its first delay after start, and the work. */
export type ScheduledJob = {
  what: string;
  intervalMs: number;
  firstDelayMs: number;
  run: () => Promise<void>;
};

export function registerBackgroundTasks(app: FastifyInstance, jobs: readonly ScheduledJob[]): void {
  const tasks = createBackgroundTasks(app.log);
  app.decorate('background', tasks);
  // Started once the app is ready, so the migrations have run. JOBS_FIRST_RUN_SECONDS, when set,
  // replaces every chore's first delay (the two-instance test uses 0; docs/operations.md).
  const firstDelay = (ownDelayMs: number) => app.config.jobsFirstRunMs ?? ownDelayMs;
  app.addHook('onReady', async () => {
    for (const job of jobs) tasks.every(job.what, { intervalMs: job.intervalMs, firstDelayMs: firstDelay(job.firstDelayMs) }, job.run);
  });
  app.addHook('preClose', async () => tasks.drain());
}
