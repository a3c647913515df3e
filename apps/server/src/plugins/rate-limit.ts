// Abuse limits (@fastify/rate-limit, opt-in per route): per IP through the route config
// (`config: { rateLimit: app.limits.perIp('login') }`) and per account (normalised e-mail) through a
// preHandler (`app.limits.perAccount('loginAccount', keyOf)`). Redis store when REDIS_URL is set, so
// every instance shares the counters; memory otherwise.
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
  loginAccount: { max: 10, timeWindow: 15 * MINUTE },
  registration: { max: 10, timeWindow: 60 * MINUTE },
  confirmEmail: { max: 30, timeWindow: 15 * MINUTE },
  passwordReset: { max: 10, timeWindow: 15 * MINUTE },
  passwordResetAccount: { max: 5, timeWindow: 60 * MINUTE },
  passwordResetConfirm: { max: 20, timeWindow: 15 * MINUTE },
  tokenRefresh: { max: 120, timeWindow: 5 * MINUTE },
  contact: { max: 5, timeWindow: 10 * MINUTE },
  captcha: { max: 60, timeWindow: MINUTE },
  captchaImage: { max: 120, timeWindow: MINUTE },
  siren: { max: 20, timeWindow: 10 * MINUTE },
  // Geocoding and directions go to public services with usage policies (PROVIDERS.md).
  geocode: { max: 60, timeWindow: MINUTE },
  route: { max: 60, timeWindow: MINUTE },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;
export type RateLimitOverrides = Partial<Record<LimitName, Partial<Limit>>>;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** Route config: `config: { rateLimit: app.limits.perIp(name) }`. */
      perIp(name: LimitName): RateLimitOptions;
      /** preHandler counting by account key (e.g. the normalised e-mail); no key, no count. */
      perAccount(name: LimitName, keyOf: (request: FastifyRequest) => string | undefined): Guard;
    };
  }
}

export const tooManyAttempts = () => new AppError('rate_limited', TOO_MANY_ATTEMPTS);

export async function registerRateLimits(app: FastifyInstance, overrides: RateLimitOverrides = {}): Promise<void> {
  const { redisUrl, rateLimitFactor } = app.config;
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      // Fail fast while disconnected: the limiter then lets requests through (skipOnError).
      enableOfflineQueue: false,
      retryStrategy: (times) => Math.min(times * 500, 10_000),
    });
    let lastWarning = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: error }, 'Redis (limites anti-abus) injoignable');
    });
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    // Commands fail fast while disconnected: be connected before the first request is counted.
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3_000);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) app.log.warn('Redis (limites anti-abus) pas encore joignable : limites inactives jusqu’à la connexion');
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'fournil-rl-' } : {}),
    skipOnError: true,
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

  app.decorate('limits', {
    perIp: (name) => resolve(name),
    perAccount(name, keyOf) {
      const limiter = app.createRateLimit({
        ...resolve(name),
        // Hashed: the store never holds e-mail addresses.
        keyGenerator: (request) => `${name}:${sha256Hex(keyOf(request) ?? '')}`,
      });
      return async (request, reply) => {
        if (!keyOf(request)) return;
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw tooManyAttempts();
        }
      };
    },
  });
}

/** The account key of a body carrying an e-mail: trimmed and lowercased. */
export function emailKey(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? body.email.trim().toLowerCase() : undefined;
}
