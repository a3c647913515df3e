// The service worker and the web app manifest (docs/offline.md, "How the server sends them"):
// revalidated at each visit, so a deployment's new worker is seen at once, with the content types
// browsers require, and never answered by the app's 404 page.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, type TestApp } from '../testing/helper.js';

describe('serving the service worker and the manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = makeTempDir('fournil-dist-sw-');
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"><title>Fournil</title><div id="root"></div></html>');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Fournil"}');
    t = await buildTestApp({}, { webDistDir: webDir });
  });
  afterAll(async () => t?.close());

  it('sends /sw.js as JavaScript, revalidated at each visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });

  it('sends the web app manifest with its own content type, revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
