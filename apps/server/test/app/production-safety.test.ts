// NODE_ENV=production leaves no development door open: no dev mailbox, no test route, no demo.
// In development the dev mailbox answers this machine only.
import fs from 'node:fs';
import path from 'node:path';
import { paymentSimulationPath } from '@fournil/shared';
import { count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/app.js';
import { users } from '../../src/db/schema/index.js';
import { DEV_MAILBOX_LOOPBACK_ONLY } from '../../src/modules/dev-mail/routes.js';
import { bearer } from '../testing/auth-helpers.js';
import { buildTestApp, makeTempDir, testConfig, type TestApp } from '../testing/helper.js';
import { PRO_TEST_ENV } from '../testing/manager-fixtures.js';
import { verifiedOwner } from '../testing/payment-fixtures.js';
import { PRODUCTION_ENV } from '../testing/production-env.js';

/** What a test harness may add through buildApp({ testRoutes }), and nothing else can. */
const pingRoute: FastifyPluginAsync = async (app) => {
  app.get('/api/test-hooks/ping/', async () => ({ pong: true }));
};

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(PRODUCTION_ENV);
  });
  afterAll(async () => t?.close());

  it('has no dev mailbox, even for this machine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mails/', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
  });

  it('has no test route', async () => {
    for (const url of ['/api/test-hooks/ping/', '/api/test-hooks/boulangeries/1/disponibilite/']) {
      const response = await t.app.inject({
        method: url.endsWith('ping/') ? 'GET' : 'POST',
        url,
        payload: url.endsWith('ping/') ? undefined : {},
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('created no demo account', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('never seeds the demo, even when a caller asks for it', async () => {
    const config = testConfig(PRODUCTION_ENV);
    const report = await prepareDatabase(t.database, { ...config, seedDemo: true });
    expect(report.seededDemo).toBe(false);
    const [row] = await t.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });
});

describe('test routes', () => {
  it('exist only when the harness passes them to buildApp, whatever NODE_ENV says', async () => {
    const plain = await buildTestApp({ NODE_ENV: 'test' });
    const harnessed = await buildTestApp({ NODE_ENV: 'test' }, { testRoutes: [pingRoute] });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/test-hooks/ping/' })).statusCode).toBe(404);
      const response = await harnessed.app.inject({ method: 'GET', url: '/api/test-hooks/ping/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pong: true });
    } finally {
      await plain.close();
      await harnessed.close();
    }
  });
});

describe('the dev mailbox', () => {
  let development: TestApp;
  beforeAll(async () => {
    // DEV_MAILBOX unset: development turns it on by itself.
    development = await buildTestApp({ NODE_ENV: 'development', DEV_MAILBOX: '' });
  });
  afterAll(async () => development?.close());

  it('answers a client on this machine in development', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await development.app.inject({ method: 'GET', url: '/api/dev/mails/', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('refuses another address in French', async () => {
    const response = await development.app.inject({ method: 'GET', url: '/api/dev/mails/', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: DEV_MAILBOX_LOOPBACK_ONLY });
  });

  it('refuses a request a local proxy relays for someone else', async () => {
    const response = await development.app.inject({
      method: 'GET',
      url: '/api/dev/mails/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: DEV_MAILBOX_LOOPBACK_ONLY });
  });

  it('refuses a page of another site rebound to this machine (its name in Host)', async () => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.nip.io']) {
      const response = await development.app.inject({
        method: 'GET',
        url: '/api/dev/mails/',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(403);
      expect(response.json()).toEqual({ detail: DEV_MAILBOX_LOOPBACK_ONLY });
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      const response = await development.app.inject({
        method: 'GET',
        url: '/api/dev/mails/',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('is absent in development when DEV_MAILBOX=0, and in tests unless asked', async () => {
    for (const env of [
      { NODE_ENV: 'development', DEV_MAILBOX: '0' },
      { NODE_ENV: 'test', DEV_MAILBOX: '' },
    ]) {
      const t = await buildTestApp(env);
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/dev/mails/' })).statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await t.close();
      }
    }
  });
});

/** A built web app: the server sends its index.html for the app's own pages. */
function webBuild(): string {
  const webDir = makeTempDir('fournil-dist-');
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"><title>Fournil</title><div id="root"></div></html>');
  return webDir;
}

const SIMULATION_CALLS = [
  ['GET', '/api/payments/simulation/sim_abc/'],
  ['POST', '/api/payments/simulation/sim_abc/payer/'],
  ['POST', '/api/payments/simulation/sim_abc/annuler/'],
] as const;

describe('the simulated checkout', () => {
  describe('in production (Stripe)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(PRODUCTION_ENV, { webDistDir: webBuild() });
    });
    afterAll(async () => t?.close());

    it('has no API: every simulation route answers 404, before any sign-in is asked', async () => {
      for (const [method, url] of SIMULATION_CALLS) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ detail: 'Ressource introuvable.' });
      }
    });

    it('has no page: /paiement/simulation/… answers 404 with the app, which shows its "page not found" screen', async () => {
      for (const url of [paymentSimulationPath('sim_abc'), `${paymentSimulationPath('cs_test_123')}/?x=1`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.body, url).toContain('<div id="root">');
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({
        payment_provider_name: 'Stripe',
        simulated_checkout: false,
      });
      // The app's other pages are still there.
      expect((await t.app.inject({ method: 'GET', url: '/paiement/success?session_id=cs_test_123' })).statusCode).toBe(200);
    });
  });

  it('is absent for a signed-in owner whenever the provider is Stripe, even outside production', async () => {
    const t = await buildTestApp({
      ...PRO_TEST_ENV,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:1',
    });
    try {
      const owner = await verifiedOwner(t.app, 'stripe-owner');
      for (const [method, url] of SIMULATION_CALLS) {
        expect((await t.app.inject({ method, url, headers: bearer(owner.access) })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  describe('in the demo (no Stripe key)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({}, { webDistDir: webBuild() });
    });
    afterAll(async () => t?.close());

    it('keeps its page and its routes (signed-in users only)', async () => {
      expect((await t.app.inject({ method: 'GET', url: paymentSimulationPath('sim_abc') })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({ simulated_checkout: true });
      for (const [method, url] of SIMULATION_CALLS) expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    });
  });
});
