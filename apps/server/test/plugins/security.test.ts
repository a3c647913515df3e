// Security headers on every kind of answer (docs/reliability.md, "Sessions and headers"): the web
// app, a bakery's page, an API answer and error answers, over http (development, tests) and behind
// https in production, where HSTS is added and the session cookies are Secure.
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_DETAILS } from '@fournil/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/password.js';
import { PASSWORD } from '../testing/auth-helpers.js';
import { CENTER, insertBakery, insertOwner } from '../testing/bakery-fixtures.js';
import { buildTestApp, makeTempDir, type TestApp } from '../testing/helper.js';
import { PRODUCTION_ENV } from '../testing/production-env.js';

type Page = { name: string; method: 'GET' | 'POST'; url: string; status: number; payload?: unknown; headers?: Record<string, string> };

/** One of each kind of answer the server gives; `bakeryId` is a public bakery of the app. */
function pagesOf(bakeryId: number): Page[] {
  return [
    { name: 'the web app', method: 'GET', url: '/', status: 200 },
    {
      name: 'a bakery page (web app deep link)',
      method: 'GET',
      url: `/boulangerie/${bakeryId}`,
      status: 200,
      headers: { accept: 'text/html' },
    },
    { name: 'a bakery (API)', method: 'GET', url: `/api/boulangeries/${bakeryId}/public/`, status: 200 },
    { name: 'an API answer', method: 'GET', url: '/api/health', status: 200 },
    { name: 'an unknown API path (404)', method: 'GET', url: '/api/nimporte-quoi/', status: 404 },
    { name: 'a missing token (401)', method: 'GET', url: '/api/auth/user/', status: 401 },
    {
      name: 'a malformed body (400)',
      method: 'POST',
      url: '/api/auth/login/',
      status: 400,
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    },
  ];
}

function webDistDir(): string {
  const dir = makeTempDir('fournil-dist-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="fr"><title>Fournil</title><div id="root"></div></html>');
  return dir;
}

async function appWithBakery(env: Record<string, string>): Promise<{ t: TestApp; bakeryId: number }> {
  const t = await buildTestApp(env, { webDistDir: webDistDir() });
  const owner = await insertOwner(t.database.db);
  const bakery = await insertBakery(t.database.db, owner, { nom: 'Au Bon Levain', position: CENTER });
  return { t, bakeryId: bakery.id };
}

async function request(t: TestApp, page: Page): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method: page.method,
    url: page.url,
    ...(page.headers ? { headers: page.headers } : {}),
    ...(page.payload === undefined ? {} : { payload: page.payload as string }),
  });
  expect(response.statusCode, page.name).toBe(page.status);
  return response;
}

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = response.headers['content-security-policy'];
  expect(typeof csp).toBe('string');
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** What every answer carries, over http or https. */
function expectCommonHeaders(response: LightMyRequestResponse, name: string): Map<string, string> {
  const csp = directives(response);
  expect(csp.get('frame-ancestors'), name).toBe("'none'");
  expect(csp.get('default-src'), name).toBe("'self'");
  expect(csp.get('script-src'), name).toBe("'self'");
  expect(csp.get('object-src'), name).toBe("'none'");
  expect(csp.get('base-uri'), name).toBe("'self'");
  expect(response.headers['x-content-type-options'], name).toBe('nosniff');
  expect(response.headers['x-frame-options'], name).toBe('DENY');
  expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by'], name).toBeUndefined();
  return csp;
}

describe('security headers over http (development and tests)', () => {
  let t: TestApp;
  let bakeryId: number;
  beforeAll(async () => {
    ({ t, bakeryId } = await appWithBakery({}));
  });
  afterAll(async () => t?.close());

  it('sends the CSP, nosniff, DENY framing and the referrer policy on every kind of answer, and no HSTS', async () => {
    for (const page of pagesOf(bakeryId)) {
      const response = await request(t, page);
      const csp = expectCommonHeaders(response, page.name);
      // Plain http: no HSTS (it would lock a local browser out of http://localhost), no upgrade.
      expect(response.headers['strict-transport-security'], page.name).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests'), page.name).toBe(false);
      expect(csp.get('connect-src')?.split(' '), page.name).toEqual(["'self'", 'ws://localhost:3000', 'https://tiles.openfreemap.org']);
    }
  });
});

describe('security headers and session cookies in production (APP_URL https)', () => {
  let t: TestApp;
  let bakeryId: number;
  const email = 'lea@example.fr';
  beforeAll(async () => {
    ({ t, bakeryId } = await appWithBakery(PRODUCTION_ENV));
    // Production refuses the test captcha and sends no mail here: the account is written directly.
    await t.database.db.insert(users).values({ username: 'lea', email, passwordHash: await hashPassword(PASSWORD), emailVerified: true });
  });
  afterAll(async () => t?.close());

  it('adds HSTS for six months with subdomains and upgrades insecure requests on every kind of answer', async () => {
    for (const page of pagesOf(bakeryId)) {
      const response = await request(t, page);
      const csp = expectCommonHeaders(response, page.name);
      expect(response.headers['strict-transport-security'], page.name).toBe('max-age=15552000; includeSubDomains');
      expect(csp.has('upgrade-insecure-requests'), page.name).toBe(true);
      // The page connects to its own host only: the API, the live feed over wss, the map's origin.
      expect(csp.get('connect-src')?.split(' '), page.name).toEqual(["'self'", 'wss://fournil.example', 'https://tiles.openfreemap.org']);
    }
  });

  it('sets the refresh cookie HttpOnly, SameSite=Lax, Secure on /api/auth/ and the csrftoken cookie Secure, SameSite=Lax, readable', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const refresh = setCookie.find((line) => line.startsWith('fournil_refresh='));
    const csrf = setCookie.find((line) => line.startsWith('csrftoken='));
    const attributes = (line: string | undefined) =>
      new Set(
        String(line)
          .split(';')
          .slice(1)
          .map((part) => part.trim().toLowerCase()),
      );
    const refreshAttributes = attributes(refresh);
    for (const attribute of ['httponly', 'samesite=lax', 'secure', 'path=/api/auth/'])
      expect(refreshAttributes, attribute).toContain(attribute);
    const csrfAttributes = attributes(csrf);
    for (const attribute of ['samesite=lax', 'secure', 'path=/']) expect(csrfAttributes, attribute).toContain(attribute);
    // The client reads it to echo it in X-CSRFToken (double submit).
    expect(csrfAttributes).not.toContain('httponly');
    // The access token travels in the body only, never in a cookie.
    expect(setCookie.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['fournil_refresh', 'csrftoken']));
    expect(setCookie).toHaveLength(2);
  });

  it('clears both cookies at logout with the same Secure attributes, so the browser drops them', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: PASSWORD } });
    const refresh = login.cookies.find((cookie) => cookie.name === 'fournil_refresh')!.value;
    const csrf = login.cookies.find((cookie) => cookie.name === 'csrftoken')!.value;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { fournil_refresh: refresh, csrftoken: csrf },
      headers: { 'x-csrftoken': csrf },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ detail: AUTH_DETAILS.loggedOut });
    const cleared = new Map(logout.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cleared.get('fournil_refresh')).toMatchObject({ value: '', path: '/api/auth/', secure: true, httpOnly: true });
    expect(cleared.get('csrftoken')).toMatchObject({ value: '', path: '/', secure: true });
  });
});
