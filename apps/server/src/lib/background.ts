// Work started by a request and finished after its answer (e.g. so that an answer's timing does
// not reveal whether an e-mail exists), and chores repeated on a timer (e.g. the purge of expired
// links). The app awaits what is still running when it closes.
import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = {
  run(what: string, task: () => Promise<void>): void;
  /** Runs `task` after `firstDelayMs`, then every `intervalMs`, until drain(); never overlapping itself. */
  every(what: string, options: { intervalMs: number; firstDelayMs: number }, task: () => Promise<void>): void;
  drain(): Promise<void>;
  /** Resolves once the work running now (and what it started) is done; timers keep running (tests). */
  settled(): Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function run(what: string, task: () => Promise<void>): Promise<void> {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `tâche de fond en échec : ${what}`))
      .finally(() => pending.delete(promise));
    pending.add(promise);
    return promise;
  }

  return {
    run(what, task) {
      void run(what, task);
    },
    every(what, { intervalMs, firstDelayMs }, task) {
      const schedule = (delayMs: number) => {
        if (stopped) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          void run(what, task).then(() => schedule(intervalMs));
        }, delayMs);
        // A chore never keeps the process alive.
        timer.unref();
        timers.add(timer);
      };
      schedule(firstDelayMs);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async drain() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
