// The live feed's fan-out on one server instance. Clients subscribe to a circle (position +
// radius) and may watch bakeries by id. Every change of a bakery, from any instance or any SQL,
// reaches the nearby cards (trigger → NOTIFY bakery_changed → modules/bakeries/nearby-cards.ts),
// which hand each applied batch to this hub: circle subscribers get the card (the same card, the
// same search and the same rounding as GET /api/boulangeries/), watchers get the public detail, from
// the details kept in memory (modules/bakeries/public-details.ts), which follow the same batches and
// so forget a changed bakery before this hub reads it (their listener runs first, and reads are queued).
// What a socket has not read yet is bounded per socket, per client address and per instance
// (live-output.ts), and a newer list replaces an unsent one.
import { LIVE_FEED_MESSAGES, roundDistanceKm, WS_SERVICE_RESTART } from '@fournil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../../config/index.js';
import { cardJson, cardsJson } from '../bakeries/card.js';
import type { CardChange, NearbyCards } from '../bakeries/nearby-cards.js';
import type { PublicDetails } from '../bakeries/public-details.js';
import { LiveOutputs, type OutputLimits, type OutputStats } from './live-output.js';
import { distanceInCircle, messageVerdict, readClientMessage, type Client } from './live-client.js';
import type { Frame, OwedOutput } from './socket-output.js';

/** The close code of a stopping instance: the browser reconnects (docs/operations.md, "Health and shutdown"). */
export const SERVICE_RESTART = WS_SERVICE_RESTART;

/** What one socket may ask of the hub (LIVE_MAX_WATCHED, LIVE_MAX_MESSAGES, LIVE_MESSAGE_WINDOW_SECONDS) and the output bounds. */
export type LiveHubLimits = Pick<Config['live'], 'maxWatched' | 'maxMessagesPerWindow' | 'messageWindowMs'> & OutputLimits;

/** Timings tests shorten, and the clock of the drain timeout (tests move it by hand). */
export type LiveHubOptions = {
  pingIntervalMs?: number;
  /** How often sockets with unread output are looked at (drain, lag, owed output). */
  pollIntervalMs?: number;
  now?: () => number;
};

export class LiveHub {
  private readonly clients = new Set<Client>();
  private readonly outputs: LiveOutputs;
  /** Details of watched bakeries are read and sent in the order of the changes. */
  private watchedDetails: Promise<void> = Promise.resolve();
  private readonly pingTimer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private isClosed = false;
  private handled = 0;

  constructor(
    private readonly details: PublicDetails,
    private readonly cards: NearbyCards,
    private readonly log: FastifyBaseLogger,
    private readonly limits: LiveHubLimits,
    options: LiveHubOptions = {},
  ) {
    this.outputs = new LiveOutputs(limits, { pollIntervalMs: options.pollIntervalMs, now: options.now });
    this.stopListening = cards.onChange((changes, isFullReload) => this.onCardChanges(changes, isFullReload));
    this.pingTimer = setInterval(() => this.pingAll(), options.pingIntervalMs ?? 30_000);
    this.pingTimer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Unread output now and at its highest (docs/reliability.md, "Live feed"). */
  outputStats(): OutputStats {
    return this.outputs.stats();
  }

  /** Client messages handled so far, answered or not. */
  get messagesHandled(): number {
    return this.handled;
  }

  /** A socket from a client at `address` (request.ip), whose unread output counts for that address. */
  attach(socket: WebSocket, address: string): void {
    const output = this.outputs.open(socket, address, (owed) => this.serveOwed(client, owed));
    const client: Client = {
      socket,
      output,
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
      this.enqueue(client, async () => {
        try {
          await this.handleMessage(client, text);
        } finally {
          this.handled += 1;
        }
      });
    });
    socket.on('close', () => this.detach(client));
    socket.on('error', () => this.detach(client));
  }

  /**
   * The instance stops: every socket is closed with 1012 (service restart), which the browser
   * answers by reconnecting after 3 s — to another instance behind the load balancer.
   */
  close(): void {
    this.isClosed = true;
    this.stopListening();
    clearInterval(this.pingTimer);
    this.outputs.close();
    for (const client of this.clients) {
      this.outputs.release(client.output);
      client.socket.close(SERVICE_RESTART, 'Redémarrage du serveur : reconnexion dans un instant.');
    }
    this.clients.clear();
  }

  private detach(client: Client): void {
    this.clients.delete(client);
    this.outputs.release(client.output);
  }

  private enqueue(client: Client, task: () => Promise<void>): void {
    client.queue = client.queue.then(task).catch((error: unknown) => {
      if (this.isClosed) return;
      this.log.error({ err: error }, 'live feed: message handling failed');
      this.sendError(client, 'Erreur du serveur, réessayez.');
    });
  }

  /** A few messages per window and socket (30 per 10 s by default): a subscription costs a search and a list, a watch maybe a query. */
  private acceptsMessage(client: Client): boolean {
    const verdict = messageVerdict(client, this.limits, Date.now());
    if (verdict === 'refusedFirst') this.sendError(client, LIVE_FEED_MESSAGES.tooManyMessages);
    return verdict === 'accepted';
  }

  private async handleMessage(client: Client, text: string | null): Promise<void> {
    const message = readClientMessage(text);
    if (!message) {
      this.sendError(client, LIVE_FEED_MESSAGES.invalidMessage);
      return;
    }
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
        client.output.owesList = false;
        return;
      case 'watch': {
        const isNew = !client.watched.has(message.id);
        if (isNew && client.watched.size >= this.limits.maxWatched) {
          this.sendError(client, LIVE_FEED_MESSAGES.tooManyWatched(this.limits.maxWatched));
          return;
        }
        // Watched from now on: a change applied while its detail is looked up reaches this client too.
        client.watched.add(message.id);
        // The current state at once (the page may have loaded just before a change), from memory once
        // every change committed before is applied, as the nearby search.
        await this.cards.fresh();
        const detail = (await this.details.get([message.id])).get(message.id);
        if (!detail) {
          if (isNew) client.watched.delete(message.id);
          this.sendError(client, LIVE_FEED_MESSAGES.bakeryNotFound);
          return;
        }
        this.send(client, { kind: 'detail', id: message.id, data: detail });
        return;
      }
      case 'unwatch':
        client.watched.delete(message.id);
        return;
    }
  }

  /** One applied batch of changes: cards to the circles they concern, details to their watchers. */
  private onCardChanges(changes: CardChange[], isFullReload: boolean): void {
    if (this.isClosed) return;
    if (this.clients.size === 0) return;
    const needsList = new Set<Client>();
    // After a full reload any detail may have changed (or a notification been lost): all are sent again.
    const watchedIds = new Set<number>(isFullReload ? [...this.clients].flatMap((client) => [...client.watched]) : []);
    for (const { id, entry } of changes) {
      // Clients at the same rounded distance get the very same bytes: built once per distance.
      const framesByDistance = new Map<number, Buffer>();
      for (const client of this.clients) {
        if (client.watched.has(id)) watchedIds.add(id);
        const distanceKm = entry ? distanceInCircle(client.circle, entry) : null;
        if (entry && distanceKm !== null) {
          const rounded = roundDistanceKm(distanceKm);
          let frame = framesByDistance.get(rounded);
          if (!frame) {
            frame = cardJson(entry, rounded);
            framesByDistance.set(rounded, frame);
          }
          this.send(client, { kind: 'card', id, data: frame });
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

  /** The details of `ids` to the clients watching them, or to `only` that client. */
  private sendWatchedDetails(ids: number[], only?: Client): void {
    this.watchedDetails = this.watchedDetails
      .then(async () => {
        const details = await this.details.get(ids);
        for (const [id, data] of details) {
          const frame: Frame = { kind: 'detail', id, data };
          if (only) {
            if (only.watched.has(id)) this.send(only, frame);
          } else {
            for (const client of this.clients) if (client.watched.has(id)) this.send(client, frame);
          }
        }
      })
      .catch((error: unknown) => {
        if (!this.isClosed) this.log.error({ err: error }, 'live feed: watched bakeries not sent');
      });
  }

  /** The socket has room again for what did not fit: its list, built afresh, and the latest details. */
  private serveOwed(client: Client, owed: OwedOutput): void {
    if (!this.clients.has(client)) return;
    if (owed.list) this.enqueue(client, () => this.sendList(client));
    if (owed.details.length > 0) this.sendWatchedDetails(owed.details, client);
  }

  /** The client's circle as cards, once every change committed before is applied (same as the API). */
  private async sendList(client: Client): Promise<void> {
    const version = client.circleVersion;
    await this.cards.fresh();
    const circle = client.circle;
    if (!circle || version !== client.circleVersion || !this.clients.has(client)) return;
    const hits = this.cards.search({ lat: circle.lat, lng: circle.lng, rayonKm: circle.rayon });
    client.shown = new Set(hits.map((hit) => hit.entry.id));
    this.send(client, { kind: 'list', data: cardsJson(hits) });
  }

  /** Sends one text frame, within the output bounds (live-output.ts). */
  private send(client: Client, frame: Frame): void {
    this.outputs.send(client.output, frame);
  }

  private sendError(client: Client, detail: string): void {
    this.send(client, { kind: 'error', data: JSON.stringify({ type: 'error', detail }) });
  }

  /** Every 30 s: a client that did not answer the previous ping is dropped. */
  private pingAll(): void {
    for (const client of this.clients) {
      if (!client.isAlive) {
        client.socket.terminate();
        this.detach(client);
        continue;
      }
      client.isAlive = false;
      try {
        client.socket.ping();
      } catch {
        this.detach(client);
      }
    }
  }
}
