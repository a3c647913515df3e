// Live-feed connections counted per client address group (docs/reliability.md, "Live feed"): an IPv6
// client is its /64 (it picks any address in it at will), a /56 has a looser cap (4 × the /64's), and
// upgrades are rate-limited per /64. Each refusal is an HTTP answer before the upgrade. Bounds lowered
// by the test's settings (2 sockets per address, 6 upgrades a minute); addresses come through
// X-Forwarded-For, trusted from loopback as behind a proxy.
import type { AddressInfo } from 'node:net';
import { LIVE_FEED_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_56_FACTOR } from '../../../src/modules/live/live-admission.js';
import { TOO_MANY_ATTEMPTS } from '../../../src/plugins/rate-limit/index.js';
import { FeedClient } from '../../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

const PER_ADDRESS = 2;
const UPGRADES_PER_MINUTE = 6;
const from = (address: string) => ({ 'X-Forwarded-For': address });

let t: TestApp;
let baseUrl: string;
const clients: FeedClient[] = [];

async function connect(address: string): Promise<FeedClient> {
  const client = await FeedClient.open(baseUrl, from(address));
  clients.push(client);
  return client;
}

async function closeAll(): Promise<void> {
  const closing = clients.splice(0).map((client) => {
    client.close();
    return client.closed(2000);
  });
  await Promise.all(closing);
  // The server counts sockets out when their close arrives.
  for (let attempt = 0; attempt < 50 && t.app.liveHub.size > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeAll(async () => {
  t = await buildTestApp(
    { TRUST_PROXY: 'loopback', LIVE_MAX_SOCKETS: '100', LIVE_MAX_SOCKETS_PER_ADDRESS: String(PER_ADDRESS) },
    { rateLimits: { liveUpgrade: { max: UPGRADES_PER_MINUTE } } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeAll();
  await t?.close();
});

describe('live feed sockets per IPv6 /64 and /56', () => {
  it('refuses a third socket from another address of the same /64 with 429, and lets another /64 in', async () => {
    await connect('2001:db8:10:1::1');
    await connect('2001:db8:10:1:ffff:ffff:ffff:fffe');
    const refused = await FeedClient.refusal(baseUrl, from('2001:db8:10:1:abcd::42'));
    expect(refused).toEqual({ status: 429, retryAfter: '30', body: { detail: LIVE_FEED_MESSAGES.tooManySocketsFromAddress } });
    // The neighbouring /64 is another subscriber.
    await connect('2001:db8:10:2::1');
    await closeAll();
  });

  it('caps a /56 at four /64s’ worth of sockets, and another /56 is unaffected', async () => {
    const perCap = PER_ADDRESS * PER_56_FACTOR;
    // Four /64s of 2001:db8:20:100::/56 (…:100: to …:103:), full: eight sockets.
    for (let index = 0; index < perCap; index += 1)
      await connect(`2001:db8:20:10${Math.floor(index / PER_ADDRESS)}::${(index % PER_ADDRESS) + 1}`);
    // A fifth /64 of the same /56 has no socket yet, and is refused all the same.
    expect(await FeedClient.refusal(baseUrl, from('2001:db8:20:1ff::1'))).toMatchObject({
      status: 429,
      body: { detail: LIVE_FEED_MESSAGES.tooManySocketsFromAddress },
    });
    await connect('2001:db8:20:200::1');
    // IPv4 addresses are counted one by one, without a wider group.
    for (let index = 1; index <= 5; index += 1) await connect(`198.51.100.${index}`);
    await closeAll();
  });
});

describe('live feed upgrades per minute', () => {
  it('refuses upgrades from one /64 past the limit with 429, the French message and Retry-After, before any socket opens', async () => {
    // Six upgrades of the minute from three addresses of one /64, each closed at once.
    for (let index = 0; index < UPGRADES_PER_MINUTE; index += 1) {
      await connect(`2001:db8:30:1::${(index % 3) + 1}`);
      await closeAll();
    }
    const refused = await FeedClient.refusal(baseUrl, from('2001:db8:30:1::99'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: TOO_MANY_ATTEMPTS });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // Another /64, and an IPv4 client, are not affected.
    await connect('2001:db8:30:2::1');
    await connect('203.0.113.30');
    await closeAll();
  });
});
