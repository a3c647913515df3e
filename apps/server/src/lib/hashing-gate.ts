// A concurrency gate for password hashing (docs/reliability.md, "Password hashing").
// Each argon2 hash or verification holds a libuv worker thread and 64 MiB for its whole run: left
// unbounded, a login or registration flood would take every worker (DNS lookups and file reads wait
// behind it) and memory without limit. At most `concurrency` tasks run at once, the others wait in
// arrival order, and past `maxQueue` waiting a request is refused at once with a 503.
import { AUTH_DETAILS } from '@fournil/shared';
import { AppError } from './errors.js';

/** 503 `{detail}`; the error handler copies `retryAfterSeconds` into `Retry-After`. */
export class HashingBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('unavailable', AUTH_DETAILS.passwordHashingBusy);
  }
}

export type HashingGateOptions = {
  /** Tasks allowed to run at the same time (at least 1). */
  concurrency: number;
  /** Tasks allowed to wait; one more is refused with HashingBusyError. */
  maxQueue: number;
  /** What a refused client is told to wait before trying again. */
  retryAfterSeconds: number;
};

export type HashingGate = {
  /** Runs `task` when a slot is free (first come, first served); rejects with HashingBusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Changes the number of slots (start-up configuration); waiting tasks take any new slot at once. */
  setConcurrency(concurrency: number): void;
  readonly inFlight: number;
  readonly queued: number;
};

export function createHashingGate(options: HashingGateOptions): HashingGate {
  let concurrency = checkedConcurrency(options.concurrency);
  let inFlight = 0;
  // Each waiter is woken with its slot already counted in `inFlight`.
  const waiting: (() => void)[] = [];

  // The finished task's slot passes straight to the first waiter, unless the gate was narrowed since.
  const release = () => {
    if (inFlight <= concurrency && waiting.length > 0) waiting.shift()!();
    else inFlight -= 1;
  };

  const execute = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } finally {
      release();
    }
  };

  return {
    run(task) {
      if (inFlight < concurrency && waiting.length === 0) {
        inFlight += 1;
        return execute(task);
      }
      if (waiting.length >= options.maxQueue) return Promise.reject(new HashingBusyError(options.retryAfterSeconds));
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => execute(task));
    },
    setConcurrency(value) {
      concurrency = checkedConcurrency(value);
      while (inFlight < concurrency && waiting.length > 0) {
        inFlight += 1;
        waiting.shift()!();
      }
    },
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return waiting.length;
    },
  };
}

function checkedConcurrency(value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`concurrency must be a positive integer, got ${value}`);
  return value;
}
