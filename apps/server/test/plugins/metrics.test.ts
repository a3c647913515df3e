// Prometheus metrics (docs/operations.md, "Metrics"): `/metrics` for the bearer of METRICS_TOKEN
// only (404 to anyone else, as if it did not exist), or on a port of its own; durations per declared
// route, rate-limit refusals, live sockets and their unread bytes, the outbox, payment events, the
// nearby index.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../src/plugins/metrics.js';
import { FeedClient } from '../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';
import { freePort } from '../testing/server-process.js';
import { signedEvent } from '../testing/stripe-peer.js';

const TOKEN = 'mesures-4f9K2qLx7TzR8vNb3WcY6hJd1sEg5pAo';
const WEBHOOK_SECRET = 'whsec_mesures_secret';

/** The value of one sample line, e.g. `fournil_live_sockets{app="fournil"} 1`. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && row.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      // Stripe, for signed webhook deliveries (nothing is asked of the provider: the address answers nothing).
      {
        METRICS_TOKEN: TOKEN,
        CAPTCHA_TEST_MODE: '1',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_mesures',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
      },
      { rateLimits: { contact: { max: 1, timeWindow: 60_000 } } },
    );
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('is not there for anyone without the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer mauvais-jeton' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('fournil_');
    }
  });

  it('times requests by declared route, never by address, and counts rate-limit refusals', async () => {
    await t.app.inject({ method: 'GET', url: '/api/boulangeries/123456/public/' });
    const contact = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { name: 'Léa', email: 'lea@fournil.test', subject: 'S', message: 'M', captcha_0: 'k', captcha_1: 'PASSED' },
      });
    expect((await contact()).statusCode).toBe(201);
    expect((await contact()).statusCode).toBe(429);
    const text = await scrape();
    expect(sample(text, 'fournil_http_request_duration_seconds_count', 'route="/api/boulangeries/:id/public/"')).toBe(1);
    expect(text).not.toContain('123456');
    expect(sample(text, 'fournil_rate_limit_refusals_total', 'route="/api/contact/"')).toBe(1);
    expect(sample(text, 'fournil_mail_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts live sockets and payment events by type and outcome', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const feed = await FeedClient.open(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    try {
      expect(sample(await scrape(), 'fournil_live_sockets')).toBe(1);
    } finally {
      feed.socket.close();
    }
    // A signed event of a type the product does not use, delivered twice: counted under its own type.
    const body = signedEvent(
      { id: 'evt_mesures_1', type: 'customer.created', data: { object: { id: 'cus_mesures', object: 'customer' } } },
      WEBHOOK_SECRET,
    );
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': body.signature },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(sample(await scrape(), 'fournil_payment_events_total', 'type="customer.created",outcome="ignored"')).toBe(2);
    expect(sample(await scrape(), 'fournil_nearby_index_bakeries')).toBe(0);
  });

  it('answers on a port of its own with METRICS_PORT, and nothing else there', async () => {
    const server = await startMetricsServer(t.app.metrics.registry, '127.0.0.1', 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('fournil_live_sockets');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('has every series the shipped Grafana dashboard queries', async () => {
    const dashboard = JSON.parse(
      fs.readFileSync(new URL('../../../../deploy/grafana/fournil-dashboard.json', import.meta.url), 'utf8'),
    ) as { panels: { targets: { expr: string }[] }[] };
    const names = new Set(
      dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(/\b(?:fournil|process)_[a-z_]+/g) ?? [])),
    );
    expect(names.size).toBeGreaterThanOrEqual(10);
    const text = await scrape();
    for (const name of names) expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
  });
});
