// With REDIS_URL the abuse counters live in Redis, shared by every instance. Runs when a Redis
// answers at TEST_REDIS_URL (default redis://127.0.0.1:6379), skipped otherwise.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();

describe.skipIf(!available)('rate limits in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  // A random client address: parallel runs on the same Redis never share counters.
  const ip = `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
  beforeAll(async () => {
    t = await buildTestApp(
      { REDIS_URL: redisUrl },
      { rateLimits: { captcha: { max: 2 }, loginAccount: { max: 1 }, loginFailuresAccount: { max: 2 } } },
    );
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });

  it('counts in Redis and answers 429 past the limit', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/captcha/', remoteAddress: ip });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const blocked = await get();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    const keys = await redis.keys(`fournil-rl-*${ip}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });

  it('counts wrong logins per account in Redis too, under a hashed key', async () => {
    const email = `redis-${crypto.randomBytes(4).toString('hex')}@example.fr`;
    const wrong = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/', remoteAddress: ip, payload: { email, password: 'mauvais' } });
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
    const keys = await redis.keys('fournil-rl-account:loginAccount:*');
    expect(keys.length).toBeGreaterThan(0);
    // Hashed: the address never reaches Redis.
    expect(keys.some((key) => key.includes(email))).toBe(false);
    await redis.del(...keys);
  });

  it('counts a login’s failures from every address and every instance together', async () => {
    // A second instance on the same Redis, as behind a load balancer.
    const other = await buildTestApp({ REDIS_URL: redisUrl }, { rateLimits: { loginFailuresAccount: { max: 2 } } });
    try {
      const email = `partout-${crypto.randomBytes(4).toString('hex')}@example.fr`;
      const wrong = (app: TestApp, address: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          remoteAddress: address,
          payload: { email, password: 'mauvais-mot-de-passe' },
        });
      expect((await wrong(t, '10.1.0.1')).json()).toEqual({ detail: 'Identifiants incorrects. Veuillez réessayer.' });
      expect((await wrong(other, '10.1.0.2')).json()).toEqual({ detail: 'Identifiants incorrects. Veuillez réessayer.' });
      // Past the threshold on either instance, from a third address: a captcha is needed.
      expect((await wrong(t, '10.1.0.3')).json()).toMatchObject({ code: 'captcha_required' });
      const keys = await redis.keys('fournil-rl-account:loginFailuresAccount:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((key) => key.includes(email))).toBe(false);
      await redis.del(...keys);
    } finally {
      await other.close();
    }
  });
});
