// With REDIS_URL set but Redis unreachable, the abuse limits keep counting in memory instead of
// letting everything through (docs/sessions-and-limits.md, "Where the counters live").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

const TOO_MANY = { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' };

describe('rate limits with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens there, every connection is refused.
    t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { rateLimits: { captcha: { max: 2 }, loginAccount: { max: 1 } } });
  });
  afterAll(async () => t?.close());

  it('still limits per IP, from memory', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/captcha/', remoteAddress: '10.1.0.1' });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const blocked = await get();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/', remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
  });

  it('still counts wrong logins per account, from memory', async () => {
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: '10.1.0.3',
        payload: { email: 'x@example.fr', password: 'mauvais' },
      });
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
  });
});
