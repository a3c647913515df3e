// Our side of a public service's rate limit: at most `limit` calls start in any `windowMs` (a sliding
// window, so "30 per minute" holds over every minute, not only on the clock's minutes). Callers over
// the budget wait their turn in order (FIFO); one that would wait longer than `maxWaitMs`, or find
// `maxQueue` callers already waiting, is refused at once with ProviderThrottledError (a ProviderUnavailableError), so the
// adapter's fallback answers (gazetteer, "mode unavailable", "retry in a minute") instead of a stalled
// request. Rates and their sources: docs/reliability.md, "Third-party services".
import { ProviderUnavailableError } from './http.js';

export type RatePolicy = { limit: number; windowMs: number };

/** Refused by our own throttle: the service is fine, we are over its rate (no outage to log). */
export class ProviderThrottledError extends ProviderUnavailableError {
  constructor(provider: string, reason: string) {
    super(provider, reason);
    this.name = 'ProviderThrottledError';
  }
}

export type OutboundThrottleOptions = RatePolicy & {
  provider: string;
  /** Longest wait for a turn; beyond it the call fails fast. */
  maxWaitMs?: number;
  /** Most callers waiting at once; one more fails fast. */
  maxQueue?: number;
  /** Injectable clock (tests use fake timers). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type OutboundThrottle = {
  /** Resolves when this call may start; rejects with ProviderUnavailableError rather than wait too long. */
  acquire(): Promise<void>;
};

/** A visitor waits at most this long for a third-party answer's turn: the screens stay responsive. */
export const THROTTLE_MAX_WAIT_MS = 2_000;
export const THROTTLE_MAX_QUEUE = 50;

/** For servers without a published policy (self-hosted, local test peers): no waiting. */
export const UNTHROTTLED: OutboundThrottle = { acquire: async () => {} };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createOutboundThrottle(options: OutboundThrottleOptions): OutboundThrottle {
  const { provider, limit, windowMs } = options;
  const maxWaitMs = options.maxWaitMs ?? THROTTLE_MAX_WAIT_MS;
  const maxQueue = options.maxQueue ?? THROTTLE_MAX_QUEUE;
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? defaultSleep;
  /** Start times granted, ascending (FIFO): past ones still inside the window, and future turns. */
  const starts: number[] = [];
  let waiting = 0;

  return {
    async acquire() {
      const at = now();
      while (starts.length > 0 && starts[0]! <= at - windowMs) starts.shift();
      // After every turn already granted, and once the limit-th latest start has left the window.
      let turn = Math.max(at, starts.at(-1) ?? at);
      if (starts.length >= limit) turn = Math.max(turn, starts[starts.length - limit]! + windowMs);
      const wait = turn - at;
      if (wait > maxWaitMs) {
        throw new ProviderThrottledError(provider, `over ${limit} calls per ${windowMs} ms: next turn in ${wait} ms`);
      }
      if (wait > 0 && waiting >= maxQueue) {
        throw new ProviderThrottledError(provider, `${waiting} calls already waiting for their turn`);
      }
      starts.push(turn);
      if (wait <= 0) return;
      waiting += 1;
      try {
        await sleep(wait);
      } finally {
        waiting -= 1;
      }
    },
  };
}

/** One throttle per public host and process: the services count calls per client address. */
const publicThrottles = new Map<string, OutboundThrottle>();

/**
 * The throttle for calls to `url`: the shared one of `service.host` when `url` points at that public
 * service, else UNTHROTTLED (a self-hosted server or a test peer sets its own capacity).
 */
export function throttleForService(url: string, service: { provider: string; host: string; rate: RatePolicy }): OutboundThrottle {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return UNTHROTTLED;
  }
  if (host !== service.host) return UNTHROTTLED;
  let throttle = publicThrottles.get(host);
  if (!throttle) {
    throttle = createOutboundThrottle({ provider: service.provider, ...service.rate });
    publicThrottles.set(host, throttle);
  }
  return throttle;
}
