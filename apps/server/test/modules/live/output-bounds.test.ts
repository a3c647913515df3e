// Unread live-feed output is bounded (docs/reliability.md, "Live feed", "Unread output"): per socket,
// per client address (IPv6 /64) and per instance, counting what the process holds for the sockets
// (the hub's queue and ws's buffers, `app.liveHub.outputStats()`). Slow readers are real clients
// that stop reading their socket (ws's `pause()`, which its own reader does not undo): on loopback
// the kernel first takes about 4 MB per socket, so each test changes a cluster of bakeries statement
// after statement until the process's own buffers fill. The byte bounds are lowered by the settings;
// the drain timeout keeps its default (10 s) on a clock the tests move by hand, so nothing sleeps.
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeries, bakeryClosures } from '../../../src/db/schema/index.js';
import { CENTER, insertOwner, offset, weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';
import { FeedClient, type FeedMessage } from '../../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

const SOCKET_BOUND = 1_050_000;
const ADDRESS_BOUND = 1_500_000;
const TOTAL_BOUND = 2_400_000;
const DRAIN_TIMEOUT_MS = 10_000;
const LIMITS = {
  TRUST_PROXY: 'loopback',
  LIVE_MAX_MESSAGES: '1000',
  LIVE_MAX_OUTPUT_BYTES: String(SOCKET_BOUND),
  LIVE_MAX_OUTPUT_BYTES_PER_ADDRESS: String(ADDRESS_BOUND),
  LIVE_MAX_OUTPUT_BYTES_TOTAL: String(TOTAL_BOUND),
};

/**
 * 100 km north of the other fixtures: 250 bakeries on a line, 20 m apart, nearest first, with long
 * names and addresses and twenty upcoming closures each, so that each change statement sends a lot.
 */
const CLUSTER = offset(CENTER, 100, 0);
const BAKERIES = 250;
const CLOSURES = 20;
/** A circle holding all of them, and one holding the 150 nearest. */
const ALL = 5.5;
const NEAREST_150 = 3.01;

let t: TestApp;
let baseUrl: string;
let ids: number[];
/** Bytes of the 250-card list of the cluster, as the API answers it. */
let fullListBytes: number;
const clients: FeedClient[] = [];
let flips = 0;
/** The drain timeout's clock: it moves only when a test says so. */
let clockMs = 0;

const stats = () => t.app.liveHub.outputStats();

async function connect(address: string, rayon: number): Promise<FeedClient> {
  const client = await FeedClient.open(baseUrl, { 'X-Forwarded-For': address });
  clients.push(client);
  client.send({ type: 'subscribe', lat: CLUSTER.lat, lng: CLUSTER.lng, rayon });
  expect(Array.isArray(await client.next(5000))).toBe(true);
  return client;
}

/** A client that has its list, then stops reading its socket. */
async function slowReader(address: string, rayon: number): Promise<FeedClient> {
  const client = await connect(address, rayon);
  client.socket.pause();
  return client;
}

/** One statement changing the `count` nearest bakeries: one card each to every circle holding them. */
async function changeBakeries(count: number): Promise<void> {
  flips += 1;
  await t.app.db.db
    .update(bakeries)
    .set({ disponibilitePain: flips % 2 === 0 })
    .where(inArray(bakeries.id, ids.slice(0, count)));
  // Applied and fanned out once the read barrier passes; then sockets and timers get their turn (the
  // embedded database answers without ever leaving the event loop to them).
  await t.app.nearbyCards.fresh();
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Changes bakeries statement after statement until `isDone` (at most `rounds` statements). */
async function changeUntil(count: number, isDone: () => boolean, rounds = 60): Promise<void> {
  for (let round = 0; round < rounds && !isDone(); round += 1) await changeBakeries(count);
  expect(isDone()).toBe(true);
}

async function until(isDone: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isDone() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(isDone()).toBe(true);
}

/** Moves the drain timeout's clock, and lets the hub look at its sockets (every 20 ms). */
async function advanceClock(ms: number): Promise<void> {
  clockMs += ms;
  await new Promise((resolve) => setTimeout(resolve, 60));
}

async function closeAll(): Promise<void> {
  const closing = clients.splice(0).map((client) => {
    client.socket.terminate();
    return client.closed(2000);
  });
  await Promise.all(closing);
  await until(() => t.app.liveHub.size === 0 && stats().totalBytes === 0);
}

/** Every message until none comes for `quietMs`. */
async function drain(client: FeedClient, quietMs = 300): Promise<FeedMessage[]> {
  const messages: FeedMessage[] = [];
  for (;;) {
    try {
      messages.push(await client.next(quietMs));
    } catch {
      return messages;
    }
  }
}

beforeAll(async () => {
  t = await buildTestApp(LIMITS, { live: { pollIntervalMs: 20, now: () => clockMs } });
  const db = t.app.db.db;
  const owner = await insertOwner(db);
  const rows = await db
    .insert(bakeries)
    .values(
      Array.from({ length: BAKERIES }, (_, index) => {
        const position = offset(CLUSTER, (index + 1) * 0.02, 0);
        return {
          proprietaireId: owner,
          nom: `Fournil de la ligne ${index + 1} `.padEnd(200, 'x'),
          adressePostale: `${index + 1} rue de la Ligne `.padEnd(255, 'x'),
          ville: 'Compiègne '.padEnd(100, 'x'),
          codePostalBoulangerie: '60200',
          latitude: position.lat,
          longitude: position.lng,
          disponibilitePain: true,
          ...weekOpenExceptMonday(),
        };
      }),
    )
    .returning({ id: bakeries.id });
  ids = rows.map((row) => row.id);
  const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
  await db.insert(bakeryClosures).values(
    ids.flatMap((bakeryId) =>
      Array.from({ length: CLOSURES }, (_, week) => ({
        bakeryId,
        debut: day(10 + 7 * week),
        fin: day(11 + 7 * week),
        motif: 'Congés '.padEnd(80, 'x'),
      })),
    ),
  );
  await t.app.nearbyCards.fresh();
  const answer = await t.app.inject({ method: 'GET', url: `/api/boulangeries/?lat=${CLUSTER.lat}&lng=${CLUSTER.lng}&rayon=${ALL}` });
  expect((answer.json() as { id: number }[]).map((card) => card.id)).toEqual(ids);
  fullListBytes = answer.rawPayload.length;
  // What the tests rely on: one list, or one card of each bakery, fits a socket's bound, but not both;
  // two sockets' worth of that does not fit one address's bound, three not the instance's.
  expect(fullListBytes).toBeLessThan(SOCKET_BOUND - 100_000);
  expect(2 * fullListBytes).toBeGreaterThan(SOCKET_BOUND + 100_000);
  expect(2 * fullListBytes).toBeGreaterThan(ADDRESS_BOUND + 100_000);
  expect(3 * fullListBytes).toBeGreaterThan(TOTAL_BOUND + 100_000);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closeAll().catch(() => {});
  await t?.close();
});

describe('a slow reader', () => {
  it('holds at most its bound while every bakery of its circle keeps changing, and is closed (1013) once it lags past the drain timeout', async () => {
    const reader = await connect('192.0.2.1', ALL);
    const slow = await slowReader('192.0.2.2', ALL);
    // Past the kernel's buffers: the process holds output for the slow reader, queued in the hub.
    await changeUntil(BAKERIES, () => stats().totalBytes > 40_000);
    // It asks for its list again (sent behind what it has not read), and bakeries keep changing
    // until its output no longer fits.
    slow.send({ type: 'subscribe', lat: CLUSTER.lat, lng: CLUSTER.lng, rayon: ALL });
    await changeUntil(BAKERIES, () => stats().owingSockets > 0);

    // Filled up to its bound (less than one card away), never past it.
    expect(stats().peakSocketBytes).toBeLessThanOrEqual(SOCKET_BOUND);
    expect(stats().peakSocketBytes).toBeGreaterThan(SOCKET_BOUND - 5_000);
    // The reading client kept up: its last word on the nearest bakery is the last change.
    const last = (await drain(reader)).filter((message) => !Array.isArray(message) && message.id === ids[0]).at(-1);
    expect(last).toMatchObject({ disponibilite_pain: flips % 2 === 0 });

    // The slow one stays open until the drain timeout has passed, then is closed.
    const lagged = stats().closedForLag;
    await advanceClock(DRAIN_TIMEOUT_MS - 1_000);
    expect(stats().closedForLag).toBe(lagged);
    await advanceClock(1_000);
    await until(() => stats().closedForLag === lagged + 1);
    // Reading again, it gets what it was sent, then the close: 1013, so the browser reconnects.
    slow.socket.resume();
    expect(await slow.closed(5000)).toBe(1013);
    expect(reader.closeCode).toBeUndefined();
    await closeAll();
  });

  it('gets, once it reads again, only the latest of the lists it was sent meanwhile', async () => {
    const slow = await slowReader('192.0.2.3', NEAREST_150);
    await changeUntil(150, () => stats().totalBytes > 40_000);
    // Ten new circles, each with its own list: 50, 60 … 140 cards.
    const radii = Array.from({ length: 10 }, (_, index) => 1.01 + index * 0.2);
    const handled = t.app.liveHub.messagesHandled;
    for (const rayon of radii) slow.send({ type: 'subscribe', lat: CLUSTER.lat, lng: CLUSTER.lng, rayon });
    await until(() => t.app.liveHub.messagesHandled >= handled + radii.length);

    slow.socket.resume();
    const lists = (await drain(slow)).filter((message): message is Record<string, unknown>[] => Array.isArray(message));
    expect(lists.map((list) => list.length)).toEqual([140]);
    expect(lists[0]!.map((card) => card.id)).toEqual(ids.slice(0, 140));
    expect(slow.closeCode).toBeUndefined();
    await closeAll();
  });
});

describe('slow readers together', () => {
  it('hold at most LIVE_MAX_OUTPUT_BYTES_PER_ADDRESS for all the sockets of one IPv6 /64', async () => {
    await slowReader('2001:db8:50:1::1', ALL);
    await slowReader('2001:db8:50:1::2', ALL);
    await changeUntil(BAKERIES, () => stats().owingSockets > 0);
    expect(stats().peakAddressBytes).toBeLessThanOrEqual(ADDRESS_BOUND);
    // More than one socket's bound: both held output, and the address's bound stopped them.
    expect(stats().peakAddressBytes).toBeGreaterThan(SOCKET_BOUND);
    const lagged = stats().closedForLag;
    await advanceClock(DRAIN_TIMEOUT_MS);
    await until(() => stats().closedForLag === lagged + 2);
    await closeAll();
  });

  it('hold at most LIVE_MAX_OUTPUT_BYTES_TOTAL in the instance; a new client gets its list once lagging sockets are gone', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await slowReader(address, ALL);
    // Each holds less than its own bound, but together they fill the instance's.
    await changeUntil(BAKERIES, () => stats().owingSockets > 0);
    expect(stats().peakTotalBytes).toBeLessThanOrEqual(TOTAL_BOUND);
    expect(stats().peakTotalBytes).toBeGreaterThan(ADDRESS_BOUND);

    // No room for one more list: the new client's is owed, not queued.
    const late = await FeedClient.open(baseUrl, { 'X-Forwarded-For': '203.0.113.9' });
    clients.push(late);
    const handled = t.app.liveHub.messagesHandled;
    late.send({ type: 'subscribe', lat: CLUSTER.lat, lng: CLUSTER.lng, rayon: ALL });
    await until(() => t.app.liveHub.messagesHandled > handled);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(late.received).toEqual([]);

    // The slow readers lag past the drain timeout: closed, then cut off as they read nothing more.
    const lagged = stats().closedForLag;
    await advanceClock(DRAIN_TIMEOUT_MS);
    await until(() => stats().closedForLag === lagged + 3);
    await advanceClock(DRAIN_TIMEOUT_MS);
    const list = await late.next(5000);
    expect((list as { id: number }[]).map((card) => card.id)).toEqual(ids);
    expect(stats().peakTotalBytes).toBeLessThanOrEqual(TOTAL_BOUND);
    await closeAll();
  });
});
