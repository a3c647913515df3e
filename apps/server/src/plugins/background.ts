import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer; awaited when the app closes. */
    background: BackgroundTasks;
  }
}

export function registerBackgroundTasks(app: FastifyInstance): void {
  const tasks = createBackgroundTasks(app.log);
  app.decorate('background', tasks);
  app.addHook('preClose', async () => tasks.drain());
}
