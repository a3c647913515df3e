// The live feed under abuse (docs/reliability.md, "Live feed"): bounded sockets per client address
// and per instance, answered in French before the upgrade; bounded message rate, watched bakeries
// and message size per socket; oversized ids refused by validation; a client that stops reading
// does not hold back anyone else's changes. Every bound is a setting, lowered here.
import type { AddressInfo } from 'node:net';
import { LIVE_FEED_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAvailability } from '../../testing/availability-writes.js';
import { CENTER, insertBakery, insertOwner, offset } from '../../testing/bakery-fixtures.js';
import { FeedClient } from '../../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

// Clients tell their address through X-Forwarded-For, trusted from loopback, as behind a proxy.
const LIMITS = {
  TRUST_PROXY: 'loopback',
  LIVE_MAX_SOCKETS: '5',
  LIVE_MAX_SOCKETS_PER_ADDRESS: '2',
  LIVE_MAX_WATCHED: '3',
  LIVE_MAX_MESSAGES: '8',
  LIVE_MESSAGE_WINDOW_SECONDS: '1',
  LIVE_MAX_MESSAGE_BYTES: '512',
};
const from = (address: string) => ({ 'X-Forwarded-For': address });

let t: TestApp;
let baseUrl: string;
let bakeryId: number;
/** Far from CENTER, so the circle tests see only `bakeryId`. */
let farIds: number[];
const clients: FeedClient[] = [];

async function connect(address: string): Promise<FeedClient> {
  const client = await FeedClient.open(baseUrl, from(address));
  clients.push(client);
  return client;
}

function closeAll(): Promise<unknown> {
  const closing = clients.splice(0).map((client) => {
    client.close();
    return client.closed(2000);
  });
  return Promise.all(closing);
}

beforeAll(async () => {
  t = await buildTestApp(LIMITS);
  const owner = await insertOwner(t.app.db.db);
  bakeryId = (await insertBakery(t.app.db.db, owner, { nom: 'Le Fournil Tenace', position: offset(CENTER, 0.5, 0) })).id;
  farIds = [];
  for (const km of [40, 41, 42])
    farIds.push((await insertBakery(t.app.db.db, owner, { nom: `Le Fournil à ${km} km`, position: offset(CENTER, km, 0) })).id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeAll();
  await t?.close();
});

describe('live feed connection bounds', () => {
  it('refuses a third socket from one address with 429 and a French message, and lets it in once one closes', async () => {
    const first = await connect('203.0.113.1');
    await connect('203.0.113.1');
    const refused = await FeedClient.refusal(baseUrl, from('203.0.113.1'));
    expect(refused).toEqual({ status: 429, retryAfter: '30', body: { detail: LIVE_FEED_MESSAGES.tooManySocketsFromAddress } });

    // Another address is not affected.
    await connect('203.0.113.2');

    first.close();
    await first.closed(2000);
    // The server counts the socket out when its close arrives; give it that moment.
    let again: FeedClient | undefined;
    for (let attempt = 0; attempt < 20 && !again; attempt += 1) {
      again = await FeedClient.open(baseUrl, from('203.0.113.1')).catch(() => undefined);
      if (!again) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(again).toBeDefined();
    clients.push(again!);
    await closeAll();
  });

  it('refuses any socket with 503 once the instance holds its maximum, whatever the address', async () => {
    for (const address of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2', '198.51.100.3']) await connect(address);
    const refused = await FeedClient.refusal(baseUrl, from('198.51.100.9'));
    expect(refused).toEqual({ status: 503, retryAfter: '30', body: { detail: LIVE_FEED_MESSAGES.feedFull } });
    // The sockets that are in still work.
    const inside = clients[0]!;
    inside.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    expect(((await inside.next(2000)) as { id: number }[]).map((card) => card.id)).toEqual([bakeryId]);
    await closeAll();
  });
});

describe('live feed messages', () => {
  it('refuses watch ids beyond the database integer with the French error, and keeps the socket', async () => {
    const client = await connect('192.0.2.10');
    for (const id of [2_147_483_648, 9_007_199_254_740_991, 1e308, -1, 1.5]) {
      client.send({ type: 'watch', id });
      expect(await client.next(2000)).toEqual({ type: 'error', detail: LIVE_FEED_MESSAGES.invalidMessage });
    }
    client.send({ type: 'watch', id: 2_147_483_647 });
    expect(await client.next(2000)).toEqual({ type: 'error', detail: LIVE_FEED_MESSAGES.bakeryNotFound });
    await closeAll();
  });

  it('delivers a change to every reading client while one client has stopped reading', async () => {
    const stalled = await connect('192.0.2.20');
    stalled.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
    await stalled.next(2000);
    // The stalled client stops reading its socket (ws's pause(), which its own reader does not undo):
    // the server's writes to it pile up unread.
    stalled.socket.pause();

    const readers = [await connect('192.0.2.21'), await connect('192.0.2.22'), await connect('192.0.2.23')];
    for (const reader of readers) {
      reader.send({ type: 'subscribe', lat: CENTER.lat, lng: CENTER.lng, rayon: 2 });
      await reader.next(2000);
    }
    for (let change = 0; change < 20; change += 1) {
      await setAvailability(t.app.db.db, bakeryId, { disponibilite_pain: change % 2 === 0 });
      for (const reader of readers)
        expect(await reader.nextMatching((message) => !Array.isArray(message) && message.id === bakeryId, 2000)).toMatchObject({
          disponibilite_pain: change % 2 === 0,
        });
    }
    await closeAll();
  });
});

describe('live feed per-socket bounds from the settings', () => {
  it('answers LIVE_MAX_MESSAGES messages per window, refuses the next ones once in French, then answers again', async () => {
    const client = await connect('192.0.2.30');
    // Ten cheap messages at once (invalid ids cost no query): eight answers, one refusal, one dropped.
    for (let sent = 0; sent < 10; sent += 1) client.send({ type: 'watch', id: -1 });
    const details: unknown[] = [];
    for (let received = 0; received < 9; received += 1) {
      const answer = await client.next(2000);
      details.push(Array.isArray(answer) ? answer : answer.detail);
    }
    expect(details.filter((detail) => detail === LIVE_FEED_MESSAGES.invalidMessage)).toHaveLength(8);
    expect(details.filter((detail) => detail === LIVE_FEED_MESSAGES.tooManyMessages)).toHaveLength(1);

    // Once the one-second window has passed, the socket is answered again, and nothing was kept
    // for the dropped tenth message: the next message it gets is this answer.
    // The hub reads the window's start from Date: the clock alone moves past it, the timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 1100);
      client.send({ type: 'watch', id: bakeryId });
      expect(await client.next(2000)).toMatchObject({ id: bakeryId, nom: 'Le Fournil Tenace' });
    } finally {
      vi.useRealTimers();
    }
    await closeAll();
  });

  it('lets one socket watch LIVE_MAX_WATCHED bakeries and says so in French for one more', async () => {
    const client = await connect('192.0.2.31');
    for (const id of farIds) {
      client.send({ type: 'watch', id });
      expect(await client.next(2000)).toMatchObject({ id });
    }
    client.send({ type: 'watch', id: bakeryId });
    expect(await client.next(2000)).toEqual({ type: 'error', detail: 'Vous suivez déjà 3 boulangeries.' });
    // Letting one go makes room.
    client.send({ type: 'unwatch', id: farIds[0] });
    client.send({ type: 'watch', id: bakeryId });
    expect(await client.next(2000)).toMatchObject({ id: bakeryId });
    await closeAll();
  });

  it('answers a message up to LIVE_MAX_MESSAGE_BYTES and closes the socket (1009) above it', async () => {
    const watch = JSON.stringify({ type: 'watch', id: bakeryId });
    const within = await connect('192.0.2.32');
    within.socket.send(watch + ' '.repeat(512 - watch.length));
    expect(await within.next(2000)).toMatchObject({ id: bakeryId });

    const over = await connect('192.0.2.33');
    over.socket.send(watch + ' '.repeat(513 - watch.length));
    expect(await over.closed(2000)).toBe(1009);
    await closeAll();
  });
});
