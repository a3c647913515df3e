// Live fan-out: N WebSocket clients subscribe to the 2 km circle of the Paris centre, then one
// bakery inside it changes; for each client, the time from the committed change (t0) to the frame
// carrying that bakery. The clients run in the bench process, on one core: reading N frames is part
// of what is timed, as it would be for the last phone of a real crowd (README, "Live fan-out").
import WebSocket from 'ws';
import { PARIS_CENTRE } from './geography.js';
import type { BakeryToggle } from './bakery-toggle.js';
import { percentile, sleep } from './stats.js';
import { visitorHeaders } from './visitors.js';

export type FanOutRow = {
  sockets: number;
  opened: number;
  subscribed: number;
  openSeconds: number;
  subscribeSeconds: number;
  changes: number;
  /** Median duration of the change itself (the UPDATE, or the PATCH request), ms. */
  changeMs: number;
  /** Milliseconds from t0 to the frame, every socket of every change (can be < 0: frame before the answer). */
  samples: number[];
  missed: number;
  errorFrames: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same frames timed from the moment the change was sent: an upper bound of commit → frame. */
  fromSend: { p50Ms: number; p99Ms: number; maxMs: number };
  note: string | null;
};

export type FanOutOptions = { changes: number; missAfterMs: number; subscribeBudgetMs: number };

export const FAN_OUT_DEFAULTS: FanOutOptions = { changes: 3, missAfterMs: 5_000, subscribeBudgetMs: 90_000 };

const OPEN_BATCH = 250;
const SUBSCRIBES_IN_FLIGHT = 200;
const CLOSE_WAIT_MS = 5_000;
const SUBSCRIBE = JSON.stringify({ type: 'subscribe', lat: PARIS_CENTRE.lat, lng: PARIS_CENTRE.lng, rayon: 2 });
const ARRAY_START = 0x5b; // [
const OBJECT_START = 0x7b; // {

type Client = {
  socket: WebSocket;
  hasList: boolean;
  onList: (() => void) | null;
  /** While recording: the first frame that names the bakery, kept raw (parsed after the window). */
  hit: { at: number; data: Buffer } | null;
};

function open(url: string): Promise<Client | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
      handshakeTimeout: 10_000,
      headers: visitorHeaders(),
    });
    const client: Client = { socket, hasList: false, onList: null, hit: null };
    socket.on('error', () => resolve(null));
    socket.once('open', () => resolve(client));
  });
}

async function openAll(url: string, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, count - start) }, () => open(url)));
    for (const client of batch) if (client) clients.push(client);
  }
  return clients;
}

/** Subscribes with a bounded number in flight; stops sending new ones once the budget is spent. */
async function subscribeAll(clients: Client[], budgetMs: number): Promise<void> {
  const deadline = performance.now() + budgetMs;
  let next = 0;
  await new Promise<void>((resolve) => {
    let inFlight = 0;
    const timer = setTimeout(resolve, budgetMs);
    const launch = () => {
      while (inFlight < SUBSCRIBES_IN_FLIGHT && next < clients.length && performance.now() < deadline) {
        const client = clients[next]!;
        next += 1;
        inFlight += 1;
        client.onList = () => {
          client.onList = null;
          inFlight -= 1;
          launch();
        };
        client.socket.send(SUBSCRIBE);
      }
      if (inFlight === 0) {
        clearTimeout(timer);
        resolve();
      }
    };
    launch();
  });
}

async function closeAll(clients: Client[]): Promise<void> {
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_WAIT_MS);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close();
        }),
    ),
  );
}

const maximum = (values: number[]) =>
  values.length > 0 ? values.reduce((max, value) => Math.max(max, value), Number.NEGATIVE_INFINITY) : Number.NaN;

function cardId(data: Buffer): number | null {
  try {
    const frame = JSON.parse(data.toString('utf8')) as { id?: unknown };
    return typeof frame.id === 'number' ? frame.id : null;
  } catch {
    return null;
  }
}

export async function measureFanOut(
  wsUrl: string,
  size: number,
  bakeryId: number,
  change: BakeryToggle,
  options: FanOutOptions = FAN_OUT_DEFAULTS,
): Promise<FanOutRow> {
  const needle = Buffer.from(`"id":${bakeryId}`);
  let isRecording = false;
  let hits = 0;
  let errorFrames = 0;

  const openStarted = performance.now();
  const clients = await openAll(wsUrl, size);
  const openSeconds = (performance.now() - openStarted) / 1000;
  for (const client of clients) {
    client.socket.on('message', (data: Buffer) => {
      const at = performance.now();
      if (data[0] === ARRAY_START) {
        if (!client.hasList) {
          client.hasList = true;
          client.onList?.();
        }
        return;
      }
      if (data[0] !== OBJECT_START) return;
      if (isRecording && client.hit === null) {
        const index = data.indexOf(needle);
        // `"id":12` must not be the start of `"id":123`.
        const after = index === -1 ? undefined : data[index + needle.length];
        if (index !== -1 && (after === undefined || after < 0x30 || after > 0x39)) {
          client.hit = { at, data };
          hits += 1;
          return;
        }
      }
      if (data.includes('"type":"error"')) errorFrames += 1;
    });
  }

  try {
    const subscribeStarted = performance.now();
    await subscribeAll(clients, options.subscribeBudgetMs);
    const subscribeSeconds = (performance.now() - subscribeStarted) / 1000;
    const ready = clients.filter((client) => client.hasList);
    // Late ones would still be loading their list during the change: they are left out, and said so.
    for (const client of clients) if (!client.hasList) client.socket.terminate();

    const samples: number[] = [];
    const samplesFromSend: number[] = [];
    const changeDurations: number[] = [];
    let missed = 0;
    for (let round = 0; round < options.changes; round += 1) {
      for (const client of ready) client.hit = null;
      hits = 0;
      isRecording = true;
      const sent = performance.now();
      await change.toggle();
      const t0 = performance.now();
      changeDurations.push(t0 - sent);
      while (hits < ready.length && performance.now() - t0 < options.missAfterMs) await sleep(10);
      isRecording = false;
      for (const client of ready) {
        const arrivedAt = client.hit && cardId(client.hit.data) === bakeryId ? client.hit.at : Number.POSITIVE_INFINITY;
        if (arrivedAt - t0 > options.missAfterMs) {
          missed += 1;
          continue;
        }
        samples.push(arrivedAt - t0);
        samplesFromSend.push(arrivedAt - sent);
      }
      await sleep(300);
    }
    const notSubscribed = clients.length - ready.length;
    return {
      sockets: size,
      opened: clients.length,
      subscribed: ready.length,
      openSeconds,
      subscribeSeconds,
      changes: options.changes,
      changeMs: percentile(changeDurations, 50),
      samples,
      missed,
      errorFrames,
      p50Ms: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
      maxMs: maximum(samples),
      fromSend: { p50Ms: percentile(samplesFromSend, 50), p99Ms: percentile(samplesFromSend, 99), maxMs: maximum(samplesFromSend) },
      note:
        notSubscribed > 0 || clients.length < size
          ? `${size - clients.length} not opened, ${notSubscribed} without their list after ${options.subscribeBudgetMs / 1000} s (left out)`
          : null,
    };
  } finally {
    await closeAll(clients);
  }
}
