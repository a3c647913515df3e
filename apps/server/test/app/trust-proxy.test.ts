// Client addresses behind a reverse proxy: with TRUST_PROXY, every per-IP limit counts the visitor
// the proxy names in X-Forwarded-For; without it, a forged header changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/helper.js';

// A per-IP limited route that answers at once: an incomplete query is refused (400) without any
// call to a routing service, and still counts against the limit.
const LIMITED_URL = '/api/geo/route/';
const LIMIT = 2;

function ask(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'GET',
    url: LIMITED_URL,
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

async function statuses(t: TestApp, remoteAddress: string, forwardedFor: string | undefined, times: number): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push((await ask(t, remoteAddress, forwardedFor)).statusCode);
  return result;
}

describe('behind a proxy on this machine (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' }, { rateLimits: { route: { max: LIMIT } } });
  });
  afterAll(async () => t?.close());

  it('gives two visitors their own limits', async () => {
    expect(await statuses(t, '127.0.0.1', '198.51.100.1', LIMIT + 1)).toEqual([400, 400, 429]);
    // The first visitor is blocked; the second, through the same proxy, is not.
    expect(await statuses(t, '127.0.0.1', '198.51.100.2', LIMIT)).toEqual([400, 400]);
    const blocked = await ask(t, '127.0.0.1', '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: expect.any(String) });
  });

  it('counts the address the proxy appended, not one the visitor wrote before it', async () => {
    // The proxy appends the address it saw: only the last hop is trusted.
    expect(await statuses(t, '127.0.0.1', '203.0.113.50, 198.51.100.3', LIMIT)).toEqual([400, 400]);
    expect((await ask(t, '127.0.0.1', '203.0.113.51, 198.51.100.3')).statusCode).toBe(429);
  });
});

describe('with a list of proxies (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' }, { rateLimits: { route: { max: LIMIT } } });
  });
  afterAll(async () => t?.close());

  it('believes the listed proxy and nobody else', async () => {
    expect(await statuses(t, '127.0.0.1', '198.51.100.1', LIMIT)).toEqual([400, 400]);
    expect(await statuses(t, '127.0.0.1', '198.51.100.2', LIMIT)).toEqual([400, 400]);
    // A visitor reaching the server directly cannot pose as someone else.
    expect(await statuses(t, '203.0.113.7', '198.51.100.9', LIMIT)).toEqual([400, 400]);
    expect((await ask(t, '203.0.113.7', '198.51.100.10')).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { rateLimits: { route: { max: LIMIT } } });
  });
  afterAll(async () => t?.close());

  it('ignores a forged X-Forwarded-For: every request of one address shares one limit', async () => {
    expect((await ask(t, '203.0.113.8', '198.51.100.1')).statusCode).toBe(400);
    expect((await ask(t, '203.0.113.8', '198.51.100.2')).statusCode).toBe(400);
    expect((await ask(t, '203.0.113.8', '198.51.100.3')).statusCode).toBe(429);
    expect((await ask(t, '203.0.113.8')).statusCode).toBe(429);
    // Another address still has its own.
    expect((await ask(t, '203.0.113.9', '198.51.100.1')).statusCode).toBe(400);
  });
});
