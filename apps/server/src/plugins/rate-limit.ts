// Abuse limits (docs/sessions-and-limits.md). Per IP through @fastify/rate-limit, opt-in per route
// (`config: { rateLimit: app.limits.perIp('login') }`); per account through counters the services
// drive themselves (`app.limits.account('loginAccount')`: failures only, cleared on success), or a
// preHandler counting every request (`app.limits.perAccount(name, keyOf)`). The counters live in Redis
// when REDIS_URL is set, so every instance shares them, and fall back to memory whenever Redis does
// not answer: a limit is never switched off.
import net from 'node:net';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { AUTH_DETAILS } from '@fournil/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';
import { sha256Hex } from '../lib/secure-token.js';

export const TOO_MANY_ATTEMPTS = AUTH_DETAILS.tooManyAttempts;

const MINUTE = 60_000;

export type Limit = { max: number; timeWindow: number };

/** Production limits; NODE_ENV=test multiplies `max` by RATE_LIMIT_FACTOR (default 1000 there). */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: 5 * MINUTE },
  /** Wrong passwords for one account from one address (or IPv6 /64); cleared by a successful login. */
  loginAccount: { max: 10, timeWindow: 15 * MINUTE },
  registration: { max: 10, timeWindow: 60 * MINUTE },
  confirmEmail: { max: 30, timeWindow: 15 * MINUTE },
  passwordReset: { max: 10, timeWindow: 15 * MINUTE },
  /** Reset mails to one address, counted once the captcha passed; cleared by a login or a reset. */
  passwordResetAccount: { max: 5, timeWindow: 60 * MINUTE },
  passwordResetConfirm: { max: 20, timeWindow: 15 * MINUTE },
  tokenRefresh: { max: 120, timeWindow: 5 * MINUTE },
  contact: { max: 5, timeWindow: 10 * MINUTE },
  captcha: { max: 60, timeWindow: MINUTE },
  captchaImage: { max: 120, timeWindow: MINUTE },
  siren: { max: 20, timeWindow: 10 * MINUTE },
  // Nearby search (public, answered from memory): a visitor's home page asks on load, on each radius
  // or place change and every 30 s at most; 5 a second for a minute is a scraper, not a visitor.
  nearby: { max: 300, timeWindow: MINUTE },
  // Geocoding and directions go to public services with usage policies (PROVIDERS.md).
  geocode: { max: 60, timeWindow: MINUTE },
  route: { max: 60, timeWindow: MINUTE },
  // Manager invitations: each one sends a mail to an address the owner types.
  inviteManagerAccount: { max: 20, timeWindow: 60 * MINUTE },
  invitation: { max: 60, timeWindow: 15 * MINUTE },
  // Campaign view and click beacons (public): a visitor browsing many bakery pages stays well under.
  campaignStats: { max: 120, timeWindow: MINUTE },
  // Promo codes are short words: guessing them is the abuse to slow down.
  promoCheck: { max: 20, timeWindow: 10 * MINUTE },
  // Result pages poll every 2.5 s (spec §9); a status check may ask the provider.
  paymentStatus: { max: 120, timeWindow: MINUTE },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;
export type RateLimitOverrides = Partial<Record<LimitName, Partial<Limit>>>;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A 429 that knows when to come back (the route copies it into `Retry-After`). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', TOO_MANY_ATTEMPTS);
  }
}

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
    };
  }
}

export const tooManyAttempts = () => new AppError('rate_limited', TOO_MANY_ATTEMPTS);

// ---------------------------------------------------------------- counter stores

type Count = { count: number; ttlMs: number };

export type CounterStore = {
  incr(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
};

const MEMORY_MAX_KEYS = 100_000;

/** One process's counters: fixed windows, oldest keys dropped past MEMORY_MAX_KEYS. */
export function createMemoryStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async incr(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= MEMORY_MAX_KEYS) entries.delete(entries.keys().next().value!);
        entry = { count: 0, resetAt: now() + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now() } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

const INCR_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

function createRedisStore(redis: Redis, prefix: string): CounterStore {
  return {
    async incr(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCR_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, ttlMs: ttl };
    },
    async read(key) {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return value === null ? { count: 0, ttlMs: 0 } : { count: Number(value), ttlMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Redis while it answers, memory otherwise: the limits keep counting through a Redis outage. */
function createFallbackStore(redis: Redis, prefix: string, onFallback: (error: unknown) => void): CounterStore {
  const shared = createRedisStore(redis, prefix);
  const local = createMemoryStore();
  const attempt = async <T>(operation: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return operation(local);
    try {
      return await operation(shared);
    } catch (error) {
      onFallback(error);
      return operation(local);
    }
  };
  return {
    incr: (key, windowMs) => attempt((store) => store.incr(key, windowMs)),
    read: (key) => attempt((store) => store.read(key)),
    reset: (key) => attempt((store) => store.reset(key)),
  };
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

// ---------------------------------------------------------------- plugin

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
  if (redisUrl) {
    const redis = await connectRedis(app, redisUrl);
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
    };
  };

  app.decorate('limits', {
    perIp: (name) => resolve(name),
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

/** Runs `action`; a RateLimitedError it throws gets its `Retry-After` header on the way out. */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** The account key of a body carrying an e-mail: trimmed and lowercased. */
export function emailKey(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? normaliseEmail(body.email) : undefined;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The address part of a per-account key: an IPv4 address as it is, an IPv6 address cut to its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would be no limit).
 */
export function addressKey(ip: string): string {
  if (net.isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return mapped[1]!;
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return ip;
}
