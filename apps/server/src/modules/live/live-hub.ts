// The live feed's fan-out on one server instance. Clients subscribe to a circle (position +
// radius) and may watch bakeries by id. Every change of a bakery, from any instance or any SQL,
// reaches the nearby cards (trigger → NOTIFY bakery_changed → modules/bakeries/nearby-cards.ts),
// which hand each applied batch to this hub: circle subscribers get the card (the same card, the
// same search and the same rounding as GET /api/boulangeries/), watchers get the public detail.
import { haversineKm, LIVE_FEED_MESSAGES, roundDistanceKm, ZLiveClientMessage, type TPublicBakeryDetail } from '@fournil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cardJson, cardsJson, type CardEntry } from '../bakeries/card.js';
import type { CardChange, NearbyCards } from '../bakeries/nearby-cards.js';
import * as bakeries from '../bakeries/service.js';

type Circle = { lat: number; lng: number; rayon: number };

type Client = {
  socket: WebSocket;
  circle: Circle | null;
  /** Bumped by every (un)subscribe: an answer to an older subscription is then dropped. */
  circleVersion: number;
  watched: Set<number>;
  /** Bakeries this client currently shows from its circle (to notice one leaving or deleted). */
  shown: Set<number>;
  /** Messages of one client are handled one after the other, in order. */
  queue: Promise<void>;
  isAlive: boolean;
  windowStartedAt: number;
  messagesInWindow: number;
};

/** What one socket may ask of the hub (LIVE_MAX_WATCHED, LIVE_MAX_MESSAGES, LIVE_MESSAGE_WINDOW_SECONDS). */
export type LiveHubLimits = Pick<Config['live'], 'maxWatched' | 'maxMessagesPerWindow' | 'messageWindowMs'>;

export type LiveHubOptions = {
  pingIntervalMs?: number;
};

/** A client this far behind in reading is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export class LiveHub {
  private readonly clients = new Set<Client>();
  /** Details of watched bakeries are read and sent in the order of the changes. */
  private watchedDetails: Promise<void> = Promise.resolve();
  private readonly pingTimer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private isClosed = false;

  constructor(
    private readonly db: Db,
    private readonly cards: NearbyCards,
    private readonly log: FastifyBaseLogger,
    private readonly limits: LiveHubLimits,
    options: LiveHubOptions = {},
  ) {
    this.stopListening = cards.onChange((changes) => this.onCardChanges(changes));
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

  close(): void {
    this.isClosed = true;
    this.stopListening();
    clearInterval(this.pingTimer);
    this.clients.clear();
  }

  private enqueue(client: Client, task: () => Promise<void>): void {
    client.queue = client.queue.then(task).catch((error: unknown) => {
      if (this.isClosed) return;
      this.log.error({ err: error }, 'live feed: message handling failed');
      this.sendError(client, 'Erreur du serveur, réessayez.');
    });
  }

  /** A few messages per window and socket (30 per 10 s by default): a subscription costs a search, a watch a query. */
  private acceptsMessage(client: Client): boolean {
    const { maxMessagesPerWindow, messageWindowMs } = this.limits;
    const now = Date.now();
    if (now - client.windowStartedAt > messageWindowMs) {
      client.windowStartedAt = now;
      client.messagesInWindow = 0;
    }
    client.messagesInWindow += 1;
    if (client.messagesInWindow <= maxMessagesPerWindow) return true;
    if (client.messagesInWindow === maxMessagesPerWindow + 1) this.sendError(client, LIVE_FEED_MESSAGES.tooManyMessages);
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
        client.shown.clear();
        return;
      case 'watch': {
        if (!client.watched.has(message.id) && client.watched.size >= this.limits.maxWatched) {
          this.sendError(client, LIVE_FEED_MESSAGES.tooManyWatched(this.limits.maxWatched));
          return;
        }
        // The current state at once: the page may have loaded just before a change.
        const [bakery] = await bakeries.getPublicBakeries(this.db, [message.id]);
        if (!bakery) {
          this.sendError(client, LIVE_FEED_MESSAGES.bakeryNotFound);
          return;
        }
        client.watched.add(message.id);
        this.send(client, JSON.stringify(bakery));
        return;
      }
      case 'unwatch':
        client.watched.delete(message.id);
        return;
    }
  }

  /** One applied batch of changes: cards to the circles they concern, details to their watchers. */
  private onCardChanges(changes: CardChange[]): void {
    if (this.isClosed || this.clients.size === 0) return;
    const needsList = new Set<Client>();
    const watchedIds = new Set<number>();
    for (const { id, entry } of changes) {
      // Clients at the same rounded distance get the very same bytes: built once per distance.
      const framesByDistance = new Map<number, Buffer>();
      for (const client of this.clients) {
        if (client.watched.has(id)) watchedIds.add(id);
        const distanceKm = entry ? this.distanceInCircle(client, entry) : null;
        if (entry && distanceKm !== null) {
          const rounded = roundDistanceKm(distanceKm);
          let frame = framesByDistance.get(rounded);
          if (!frame) {
            frame = cardJson(entry, rounded);
            framesByDistance.set(rounded, frame);
          }
          this.send(client, frame);
          client.shown.add(id);
        } else if (client.shown.has(id)) {
          // It left the circle or is gone: the array is sent again and replaces the list.
          needsList.add(client);
        }
      }
    }
    for (const client of needsList) this.enqueue(client, () => this.sendList(client));
    if (watchedIds.size > 0) this.sendWatchedDetails([...watchedIds]);
  }

  private sendWatchedDetails(ids: number[]): void {
    this.watchedDetails = this.watchedDetails
      .then(async () => {
        const details = await bakeries.getPublicBakeries(this.db, ids);
        for (const detail of details) this.sendToWatchers(detail);
      })
      .catch((error: unknown) => {
        if (!this.isClosed) this.log.error({ err: error }, 'live feed: watched bakeries not sent');
      });
  }

  private sendToWatchers(detail: TPublicBakeryDetail): void {
    const json = JSON.stringify(detail);
    for (const client of this.clients) if (client.watched.has(detail.id)) this.send(client, json);
  }

  /** The client's circle as cards, once every change committed before is applied (same as the API). */
  private async sendList(client: Client): Promise<void> {
    const version = client.circleVersion;
    await this.cards.fresh();
    const circle = client.circle;
    if (!circle || version !== client.circleVersion || !this.clients.has(client)) return;
    const hits = this.cards.search({ lat: circle.lat, lng: circle.lng, rayonKm: circle.rayon });
    client.shown = new Set(hits.map((hit) => hit.entry.id));
    this.send(client, cardsJson(hits));
  }

  /** The distance from the client's centre when the card is inside its circle, else null. */
  private distanceInCircle(client: Client, entry: CardEntry): number | null {
    const circle = client.circle;
    if (!circle) return null;
    const distanceKm = haversineKm(circle, { lat: entry.latitude, lng: entry.longitude });
    return distanceKm <= circle.rayon ? distanceKm : null;
  }

  /** Sends one text frame (JSON, as a string or as UTF-8 bytes). */
  private send(client: Client, json: string | Buffer): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      this.clients.delete(client);
      return;
    }
    socket.send(json, { binary: false });
  }

  private sendError(client: Client, detail: string): void {
    this.send(client, JSON.stringify({ type: 'error', detail }));
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
