// Abuse limits on the app (docs/sessions-and-limits.md). Per IP through @fastify/rate-limit, opt-in per route
// (`config: { rateLimit: app.limits.perIp('login') }`); per account through counters the services
// drive themselves (`app.limits.account('loginAccount')`: failures only, cleared on success), or a
// preHandler counting every request (`app.limits.perAccount(name, keyOf)`). The counters live in Redis
// when REDIS_URL is set (stores.ts).
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { sha256Hex } from '../../lib/secure-token.js';
import { RATE_LIMITS, type Limit, type LimitName, type RateLimitOverrides } from './policies.js';
import { RateLimitedError, tooManyAttempts } from './refusal.js';
import { createFallbackStore, createMemoryStore, type CounterStore } from './stores.js';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A counter of failures for one kind of account key (e-mail, e-mail + address…). */
export type AccountLimiter = {
  /** Throws RateLimitedError (429) when the key already has `max` counted events in the window. */
  assertOpen(key: string): Promise<void>;
  /** Counts one event; throws RateLimitedError when that event is over `max`. */
  hit(key: string): Promise<void>;
  /** Counts one event without refusing anything (a failure that already got its answer). */
  record(key: string): Promise<void>;
  /** Forgets the key's events (after a success). */
  clear(key: string): Promise<void>;
  /** Whether the key already has `max` counted events in the window; counts nothing. */
  isOver(key: string): Promise<boolean>;
  /** Counts one event and says whether it was within `max` (a once-an-hour mail, for instance). */
  take(key: string): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** Route config: `config: { rateLimit: app.limits.perIp(name) }`. */
      perIp(name: LimitName): RateLimitOptions;
      /** Failure counters driven by a service (assertOpen → record on failure → clear on success). */
      account(name: LimitName): AccountLimiter;
      /** preHandler counting every request by account key (e.g. `user:12`); no key, no count. */
      perAccount(name: LimitName, keyOf: (request: FastifyRequest) => string | undefined): Guard;
      /** The limit as it applies here (tests' factor and overrides included), e.g. to state it in a mail. */
      limit(name: LimitName): Limit;
      /** Readiness: 'absent' without REDIS_URL, else whether Redis answers a PING (limits fall back to memory when not). */
      sharedStore(): Promise<'ok' | 'absent' | 'error'>;
    };
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store contract over a CounterStore (one key space per route). */
function rateLimitStoreClass(counters: CounterStore) {
  return class CounterBackedStore {
    constructor(
      _options?: unknown,
      private readonly routePrefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.incr(`${this.routePrefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.read(`${this.routePrefix}${key}`).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route options with a `routeInfo` of the route being limited.
    child(routeOptions: object) {
      const { routeInfo } = routeOptions as { routeInfo?: { method: string; url: string } };
      return new CounterBackedStore(undefined, routeInfo ? `${routeInfo.method}${routeInfo.url}-` : 'route-');
    }
  };
}

async function connectRedis(app: FastifyInstance, redisUrl: string): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    // Fail fast while disconnected: the counters then use memory until Redis is back.
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 500, 10_000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'Redis (limites anti-abus) injoignable : compteurs en mémoire en attendant');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 3_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) app.log.warn('Redis (limites anti-abus) pas encore joignable : compteurs en mémoire jusqu’à la connexion');
  return redis;
}

export async function registerRateLimits(app: FastifyInstance, overrides: RateLimitOverrides = {}): Promise<void> {
  const { redisUrl, rateLimitFactor } = app.config;
  let counters: CounterStore;
  let sharedStore = async (): Promise<'ok' | 'absent' | 'error'> => 'absent';
  if (redisUrl) {
    const redis = await connectRedis(app, redisUrl);
    sharedStore = () =>
      redis.status === 'ready'
        ? redis.ping().then(
            () => 'ok' as const,
            () => 'error' as const,
          )
        : Promise.resolve('error' as const);
    let lastWarning = 0;
    counters = createFallbackStore(redis, 'fournil-rl-', (error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'Redis (limites anti-abus) en erreur : compteurs en mémoire');
    });
  } else {
    counters = createMemoryStore();
  }

  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreClass(counters),
    // The store never fails (memory fallback): an error here is a bug, not a reason to let everyone in.
    skipOnError: false,
    errorResponseBuilder: () => tooManyAttempts(),
  });

  const resolve = (name: LimitName): Limit => {
    const base = RATE_LIMITS[name];
    const override = overrides[name];
    return {
      max: override?.max ?? Math.max(1, Math.round(base.max * rateLimitFactor)),
      timeWindow: override?.timeWindow ?? base.timeWindow,
    };
  };

  const account = (name: LimitName): AccountLimiter => {
    const { max, timeWindow } = resolve(name);
    // Hashed: the store never holds e-mail addresses.
    const keyOf = (key: string) => `account:${name}:${sha256Hex(key)}`;
    const refuse = (ttlMs: number) => new RateLimitedError(Math.max(1, Math.ceil(ttlMs / 1000)));
    return {
      async assertOpen(key) {
        const { count, ttlMs } = await counters.read(keyOf(key));
        if (count >= max) throw refuse(ttlMs);
      },
      async hit(key) {
        const { count, ttlMs } = await counters.incr(keyOf(key), timeWindow);
        if (count > max) throw refuse(ttlMs);
      },
      async record(key) {
        await counters.incr(keyOf(key), timeWindow);
      },
      async clear(key) {
        await counters.reset(keyOf(key));
      },
      async isOver(key) {
        return (await counters.read(keyOf(key))).count >= max;
      },
      async take(key) {
        return (await counters.incr(keyOf(key), timeWindow)).count <= max;
      },
    };
  };

  app.decorate('limits', {
    sharedStore: () => sharedStore(),
    perIp: (name) => resolve(name),
    limit: resolve,
    account,
    perAccount(name, keyOf) {
      const limiter = account(name);
      return async (request, reply) => {
        const key = keyOf(request);
        if (!key) return;
        try {
          await limiter.hit(key);
        } catch (error) {
          if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      };
    },
  });
}
