// Work started by a request and finished after its answer (e.g. so that an answer's timing does
// not reveal whether an e-mail exists). The app awaits what is still running when it closes.
import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = { run(what: string, task: () => Promise<void>): void; drain(): Promise<void> };

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `tâche de fond en échec : ${what}`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
