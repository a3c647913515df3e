// The live feed's fan-out on one server instance. Clients subscribe to a circle (position +
// radius) and may watch bakeries by id; every change of a bakery, from any instance or any SQL
// (trigger → NOTIFY bakery_changed → LISTEN here), is pushed to the clients it concerns.
import {
  haversineKm,
  LIVE_FEED_MESSAGES,
  LIVE_MAX_WATCHED,
  ZLiveClientMessage,
  type TLiveBakery,
  type TPublicBakeryDetail,
} from '@fournil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.js';
import * as bakeries from '../bakeries/service.js';

type Circle = { lat: number; lng: number; rayon: number };

type Client = {
  socket: WebSocket;
  circle: Circle | null;
  /** Bumped by every (un)subscribe: a slower, older search answer is then dropped. */
  circleVersion: number;
  watched: Set<number>;
  /** Bakeries this client currently shows from its circle (to notice one leaving or deleted). */
  shown: Set<number>;
  /** Set while its list is being read: a change in that window triggers one more read, not a push. */
  isLoadingList: boolean;
  hasMissedChange: boolean;
  /** Messages of one client are handled one after the other, in order. */
  queue: Promise<void>;
  isAlive: boolean;
  windowStartedAt: number;
  messagesInWindow: number;
};

export type LiveHubOptions = {
  pingIntervalMs?: number;
  /** Changes arriving within this delay are loaded in one query (bulk updates, imports). */
  coalesceMs?: number;
};

const MESSAGES_PER_WINDOW = 30;
const MESSAGE_WINDOW_MS = 10_000;
/** A client this far behind in reading is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const LOAD_CHUNK = 500;

export class LiveHub {
  private readonly clients = new Set<Client>();
  private readonly pending = new Set<number>();
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly pingTimer: NodeJS.Timeout;
  private readonly coalesceMs: number;
  private isClosed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: LiveHubOptions = {},
  ) {
    this.coalesceMs = options.coalesceMs ?? 25;
    this.pingTimer = setInterval(() => this.pingAll(), options.pingIntervalMs ?? 30_000);
    this.pingTimer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  attach(socket: WebSocket): void {
    const client: Client = {
      socket,
      circle: null,
      circleVersion: 0,
      watched: new Set(),
      shown: new Set(),
      isLoadingList: false,
      hasMissedChange: false,
      queue: Promise.resolve(),
      isAlive: true,
      windowStartedAt: Date.now(),
      messagesInWindow: 0,
    };
    this.clients.add(client);
    socket.on('pong', () => {
      client.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (!this.acceptsMessage(client)) return;
      const text = isBinary ? null : data.toString();
      this.enqueue(client, () => this.handleMessage(client, text));
    });
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => this.clients.delete(client));
  }

  /** A NOTIFY payload `{"id": 12, "op": "UPDATE"}` from the bakeries trigger. */
  onNotification(payload: string): void {
    let id: unknown;
    try {
      id = (JSON.parse(payload) as { id?: unknown }).id;
    } catch {
      return;
    }
    if (typeof id === 'number' && Number.isInteger(id)) this.bakeryChanged(id);
  }

  bakeryChanged(id: number): void {
    if (this.isClosed) return;
    this.pending.add(id);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      this.flushing = this.flushing.then(() => this.flush()).catch((error: unknown) => {
        if (!this.isClosed) this.log.error({ err: error }, 'live feed: change fan-out failed');
      });
    }, this.coalesceMs);
  }

  close(): void {
    this.isClosed = true;
    clearInterval(this.pingTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.pending.clear();
    this.clients.clear();
  }

  private enqueue(client: Client, task: () => Promise<void>): void {
    client.queue = client.queue.then(task).catch((error: unknown) => {
      if (this.isClosed) return;
      this.log.error({ err: error }, 'live feed: message handling failed');
      this.sendError(client, 'Erreur du serveur, réessayez.');
    });
  }

  /** At most 30 messages per 10 s per socket: each subscription costs a database query. */
  private acceptsMessage(client: Client): boolean {
    const now = Date.now();
    if (now - client.windowStartedAt > MESSAGE_WINDOW_MS) {
      client.windowStartedAt = now;
      client.messagesInWindow = 0;
    }
    client.messagesInWindow += 1;
    if (client.messagesInWindow <= MESSAGES_PER_WINDOW) return true;
    if (client.messagesInWindow === MESSAGES_PER_WINDOW + 1) this.sendError(client, LIVE_FEED_MESSAGES.tooManyMessages);
    return false;
  }

  private async handleMessage(client: Client, text: string | null): Promise<void> {
    let json: unknown;
    try {
      json = text === null ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = ZLiveClientMessage.safeParse(json);
    if (!parsed.success) {
      this.sendError(client, LIVE_FEED_MESSAGES.invalidMessage);
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'subscribe':
        client.circle = { lat: message.lat, lng: message.lng, rayon: message.rayon };
        client.circleVersion += 1;
        await this.sendList(client);
        return;
      case 'unsubscribe':
        client.circle = null;
        client.circleVersion += 1;
        client.isLoadingList = false;
        client.shown.clear();
        return;
      case 'watch': {
        if (!client.watched.has(message.id) && client.watched.size >= LIVE_MAX_WATCHED) {
          this.sendError(client, LIVE_FEED_MESSAGES.tooManyWatched);
          return;
        }
        // The current state at once: the page may have loaded just before a change.
        const [bakery] = await bakeries.getPublicBakeries(this.db, [message.id]);
        if (!bakery) {
          this.sendError(client, LIVE_FEED_MESSAGES.bakeryNotFound);
          return;
        }
        client.watched.add(message.id);
        this.send(client, this.forClient(client, bakery));
        return;
      }
      case 'unwatch':
        client.watched.delete(message.id);
        return;
    }
  }

  private async flush(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    if (ids.length === 0 || this.clients.size === 0) return;
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK);
      const found = new Map((await bakeries.getPublicBakeries(this.db, chunk)).map((bakery) => [bakery.id, bakery]));
      const needsFullList = new Set<Client>();
      for (const id of chunk) {
        const bakery = found.get(id);
        for (const client of this.clients) {
          const isInCircle = bakery !== undefined && this.isInCircle(client, bakery);
          if (client.isLoadingList && (isInCircle || client.shown.has(id))) {
            // Its list is being read: that read may predate this change, so it is read once more.
            client.hasMissedChange = true;
            if (bakery && client.watched.has(id)) this.send(client, this.forClient(client, bakery));
            continue;
          }
          if (bakery && (isInCircle || client.watched.has(id))) {
            this.send(client, this.forClient(client, bakery));
            if (isInCircle) client.shown.add(id);
            else if (client.shown.has(id)) needsFullList.add(client);
          } else if (client.shown.has(id)) {
            // It left the circle or was deleted: the list is sent again, an array replaces the list.
            needsFullList.add(client);
          }
        }
      }
      for (const client of needsFullList) {
        if (!client.isLoadingList) this.enqueue(client, () => this.sendList(client));
      }
    }
  }

  /** Reads the client's circle and sends the array; a newer (un)subscribe makes the answer moot. */
  private async sendList(client: Client): Promise<void> {
    const circle = client.circle;
    if (!circle || !this.clients.has(client)) return;
    const version = client.circleVersion;
    client.isLoadingList = true;
    try {
      let list: TLiveBakery[] = [];
      // A change during a read triggers another read (a couple at most, then the list is sent anyway).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        client.hasMissedChange = false;
        list = await bakeries.searchNearbyLive(this.db, { lat: circle.lat, lng: circle.lng, rayonKm: circle.rayon });
        if (version !== client.circleVersion) return;
        if (!client.hasMissedChange) break;
      }
      client.shown = new Set(list.map((bakery) => bakery.id));
      this.send(client, list);
    } finally {
      client.isLoadingList = false;
    }
  }

  private isInCircle(client: Client, bakery: TPublicBakeryDetail): boolean {
    const circle = client.circle;
    if (!circle || bakery.latitude === null || bakery.longitude === null) return false;
    return haversineKm(circle, { lat: bakery.latitude, lng: bakery.longitude }) <= circle.rayon;
  }

  private forClient(client: Client, bakery: TPublicBakeryDetail): TLiveBakery {
    const circle = client.circle;
    const distance =
      circle && bakery.latitude !== null && bakery.longitude !== null
        ? Math.round(haversineKm(circle, { lat: bakery.latitude, lng: bakery.longitude }) * 1000) / 1000
        : null;
    return { ...bakery, distance_km: distance };
  }

  private send(client: Client, message: unknown): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      this.clients.delete(client);
      return;
    }
    socket.send(JSON.stringify(message));
  }

  private sendError(client: Client, detail: string): void {
    this.send(client, { type: 'error', detail });
  }

  /** Every 30 s: a client that did not answer the previous ping is dropped. */
  private pingAll(): void {
    for (const client of this.clients) {
      if (!client.isAlive) {
        client.socket.terminate();
        this.clients.delete(client);
        continue;
      }
      client.isAlive = false;
      try {
        client.socket.ping();
      } catch {
        this.clients.delete(client);
      }
    }
  }
}
