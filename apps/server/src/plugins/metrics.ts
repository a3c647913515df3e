// Prometheus metrics (docs/operations.md, "Metrics"): one registry per app, read at each scrape.
// `/metrics` answers on the main port only with `Authorization: Bearer <METRICS_TOKEN>` (404
// otherwise, as if it did not exist), or on a port of its own (METRICS_PORT, server.ts), never to
// the public. Request durations per route, live sockets and their unread bytes, the mail outbox,
// payment provider events by type, rate-limit refusals, the nearby index and the process itself.
import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notFound } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export type Metrics = {
  registry: Registry;
  /** A provider event received by the webhook, by type and by what applying it did. */
  paymentEvents: Counter<'type' | 'outcome'>;
  /** Alert notifications handed to a push service, by kind and outcome (sent, gone, failed; docs/alerts.md). */
  pushes: Counter<'kind' | 'outcome'>;
};

/** Buckets (seconds) from a cached nearby answer (~1 ms) to a slow checkout call (~5 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the gauges show of the mail outbox: waiting mails, the oldest one's age, abandoned ones. */
export type OutboxHealth = { pending: number; oldestPendingSeconds: number | null; failed: number };

export type MetricsSources = {
  /** Reads the outbox (app.ts hands the mail module's query). */
  outboxHealth: () => Promise<OutboxHealth>;
};

export function createMetrics(app: FastifyInstance, { outboxHealth }: MetricsSources): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'fournil' });
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'fournil_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par route (motif déclaré), méthode et statut',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'fournil_rate_limit_refusals_total',
    help: 'Requêtes refusées par une limite anti-abus (429), par route',
    labelNames: ['route'],
    registers: [registry],
  });
  const paymentEvents = new Counter({
    name: 'fournil_payment_events_total',
    help: 'Événements du prestataire de paiement reçus, par type et résultat (applied, duplicate, ignored)',
    labelNames: ['type', 'outcome'],
    registers: [registry],
  });
  const pushes = new Counter({
    name: 'fournil_alert_pushes_total',
    help: 'Notifications d’alerte envoyées aux services de notification, par type et résultat (sent, gone, failed)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'fournil_live_sockets',
    help: 'Connexions du flux en direct ouvertes sur cette instance',
    registers: [registry],
    collect() {
      this.set(app.liveHub.size);
    },
  });
  new Gauge({
    name: 'fournil_live_buffered_bytes',
    help: 'Octets écrits pour le flux en direct et pas encore lus par les navigateurs',
    registers: [registry],
    collect() {
      this.set(app.liveHub.outputStats().totalBytes);
    },
  });
  new Gauge({
    name: 'fournil_nearby_index_bakeries',
    help: 'Boulangeries placées dans l’index en mémoire de la recherche de proximité',
    registers: [registry],
    collect() {
      this.set(app.nearbyCards.size);
    },
  });
  // The outbox is read once per scrape, for its three gauges.
  let outbox: Promise<OutboxHealth> | null = null;
  const readOutbox = () => (outbox ??= outboxHealth().finally(() => setTimeout(() => (outbox = null), 1000).unref()));
  new Gauge({
    name: 'fournil_mail_outbox_pending',
    help: 'E-mails en attente d’envoi',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new Gauge({
    name: 'fournil_mail_outbox_oldest_pending_seconds',
    help: 'Âge du plus ancien e-mail en attente (0 quand aucun)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldestPendingSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'fournil_mail_outbox_failed',
    help: 'E-mails abandonnés après tous leurs essais (gardés 30 jours)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).failed);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The declared pattern (`/api/boulangeries/:id/`), never the address itself: a bounded set of labels.
    const route = request.routeOptions.url ?? 'non-routée';
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  return { registry, paymentEvents, pushes };
}

function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** `GET /metrics` on the main port, for the bearer of METRICS_TOKEN only. */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !hasToken(request.headers.authorization, token)) throw notFound();
    reply.header('cache-control', 'no-store');
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
}

/** METRICS_PORT: `/metrics` on a port of its own (for a scraper on a private network), no token. */
/** What the metrics port serves: one registry, or (several processes) the primary's sum of the workers' (processes.ts). */
export type MetricsSource = { metrics(): Promise<string>; contentType: string };

export function startMetricsServer(source: MetricsSource, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable.\n');
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Mesures indisponibles.\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
