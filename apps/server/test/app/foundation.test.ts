import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { countAppliedMigrations, migrationsFolder } from '../../src/db/migrate.js';
import { staticPages } from '../../src/db/schema/index.js';
import { insertBakery, insertOwner } from '../testing/bakery-fixtures.js';
import { buildTestApp, createTestDatabase, isPostgresRun, makeTempDir, testConfig, type TestApp } from '../testing/helper.js';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('serves a seeded static page with its markdown and update date', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/mentions/' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.title).toBe('Mentions légales');
    expect(page.content).toContain('## Éditeur du site');
    expect(new Date(page.updated_at).getFullYear()).toBeGreaterThan(2000);
  });

  it('accepts the path with or without the trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/cgu' });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe("Conditions générales d'utilisation");
  });

  it('answers 404 Page introuvable in French for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/nimporte-quoi/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Page introuvable' });
  });

  it('lists the seeded FAQs with their destinations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/faqs/' });
    expect(response.statusCode).toBe(200);
    const faqs = response.json() as { destinations: string[]; color: string }[];
    const destinations = new Set(faqs.flatMap((faq) => faq.destinations));
    for (const path of ['/', '/magister', '/login', '/dashboard']) expect(destinations).toContain(path);
    expect(faqs.every((faq) => ['orange', 'red', 'yellow', 'green', 'blue', 'purple', 'teal', 'brown'].includes(faq.color))).toBe(true);
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: isPostgresRun ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API path with a French JSON 404, never HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nimporte-quoi/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource introuvable.' });
  });

  it('refuses malformed JSON with a French 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('sends security headers with a CSP that lets the map style load', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://tiles.openfreemap.org');
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/pages/{slug}/', '/api/faqs/', '/api/health']));
  });

  it('compresses large JSON answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('serving the web app and media', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeTempDir('fournil-dist-');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"><title>Fournil</title><div id="root"></div></html>');
    fs.writeFileSync(
      path.join(webDir, 'boulangerie.html'),
      '<!doctype html><html lang="fr"><title>Fournil</title><link rel="modulepreload" href="/assets/bakery-detail.js"><div id="root"></div></html>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("fournil")');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log("fournil")'));
    t = await buildTestApp({}, { webDistDir: webDir });
    fs.mkdirSync(path.join(t.app.config.dataDir, 'media', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(t.app.config.dataDir, 'media', 'logos', 'logo.txt'), 'logo');
  });
  afterAll(async () => t?.close());

  it('falls back to index.html for deep links of the app such as /login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="fr">');
  });

  it('sends a bakery page the build’s page with its code announced ahead, and every other deep link index.html', async () => {
    const bakeryId = (await insertBakery(t.app.db.db, await insertOwner(t.app.db.db), { nom: 'Fournil du lien direct', position: null }))
      .id;
    for (const url of [`/boulangerie/${bakeryId}`, `/boulangerie/${bakeryId}/`, `/boulangerie/${bakeryId}?depuis=liste`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('rel="modulepreload" href="/assets/bakery-detail.js"');
    }
    for (const url of ['/', '/login', '/boulangeries/12']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('modulepreload');
    }
  });

  it('serves the app itself at the root path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s brotli copy of an asset as it is to a browser that accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("fournil")');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("fournil")');
  });

  it('serves uploads under /media/ and never the SPA for a missing media file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/logos/logo.txt' })).body).toBe('logo');
    const missing = await t.app.inject({ method: 'GET', url: '/media/logos/none.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Ressource introuvable.' });
  });

  it('does not serve files outside the media folder', async () => {
    for (const url of [
      '/media/../../../../etc/passwd',
      '/media/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2f..%2fetc/passwd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('root:');
    }
  });
});

const migrationFiles = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries.length as number;

describe('persistence across restarts', () => {
  it('keeps data after a stop and start, and applies the migrations only once', async () => {
    const dataDir = makeTempDir('fournil-persist-');
    const testDb = await createTestDatabase({ dataDir });
    const env: Record<string, string> = testDb.url ? { DATABASE_URL: testDb.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
    try {
      const first = await buildApp(testConfig(env), { logger: false, webDistDir: dataDir });
      expect(first.seedReport.seededContent).toBe(true);
      await first.db.db.insert(staticPages).values({ slug: 'horaires-de-noel', title: 'Horaires de Noël', content: 'Ouvert le 24.' });
      expect(await countAppliedMigrations(first.db)).toBe(migrationFiles);
      await first.close();

      const second = await buildApp(testConfig(env), { logger: false, webDistDir: dataDir });
      expect(second.seedReport.seededContent).toBe(false);
      const response = await second.inject({ method: 'GET', url: '/api/pages/horaires-de-noel/' });
      expect(response.json().title).toBe('Horaires de Noël');
      expect(await countAppliedMigrations(second.db)).toBe(migrationFiles);
      await second.close();
      if (!testDb.url) expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    } finally {
      await testDb.drop();
    }
  });
});
