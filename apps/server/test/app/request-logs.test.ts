// What reaches the log: request lines without the secret of a link, positions rounded to about
// 1 km and no typed address (docs/privacy.md), database errors without the values of their query.
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { FeedClient } from '../testing/feed-client.js';
import { buildTestApp, type TestApp } from '../testing/helper.js';

const TOKEN = 'Zx9SecretTokenNobodyMayRead_42abcdefghijklmnop';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t?.close());

  const logged = () => lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; err?: Record<string, unknown> });

  it.each([
    ['GET', `/reset-password/12/${TOKEN}`, '/reset-password/12/[secret]'],
    ['GET', `/reset-password/12/${TOKEN}/`, '/reset-password/12/[secret]/'],
    ['GET', `/activation/12/${TOKEN}`, '/activation/12/[secret]'],
    ['GET', `/email-confirmation/${TOKEN}`, '/email-confirmation/[secret]'],
    ['GET', `/invite/accepter/${TOKEN}?depuis=mail`, '/invite/accepter/[secret]?depuis=mail'],
    ['GET', `/api/invitations/${TOKEN}/`, '/api/invitations/[secret]/'],
    ['POST', `/api/invitations/${TOKEN}/accepter/`, '/api/invitations/[secret]/accepter/'],
  ])('holds no token for %s %s', async (method, url, shown) => {
    lines.length = 0;
    await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(TOKEN);
    expect(logged().some((entry) => entry.req?.url === shown)).toBe(true);
  });

  it('logs a database error without the values of its query', async () => {
    const email = 'lea.secret@example.fr';
    const hash = 'argon2-hash-that-must-not-leak';
    await t.database.db.insert(users).values({ username: 'lea-log', email, passwordHash: hash });
    const duplicate = await t.database.db
      .insert(users)
      .values({ username: 'lea-log-2', email, passwordHash: hash })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const badInput = await t.database.db.execute(sql`SELECT ${'valeur-secrete'}::int`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(duplicate).toBeInstanceOf(Error);
    expect(badInput).toBeInstanceOf(Error);

    lines.length = 0;
    t.app.log.warn({ err: duplicate }, 'database rejected the input');
    t.app.log.warn({ err: badInput }, 'database rejected the input');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const secret of [email, hash, 'valeur-secrete']) expect(line).not.toContain(secret);
    }
    const [first, second] = logged();
    // Still useful to whoever reads the log: what failed, where, and why.
    expect(first?.err).toMatchObject({ code: '23505', message: expect.stringContaining('insert into "users"') });
    expect(String(first?.err?.message)).toContain('[paramètres masqués]');
    expect(second?.err).toMatchObject({ code: '22P02' });
  });

  it('keeps no position finer than about 1 km, and no typed address, for a search, a route, a geocoding and a live subscription', async () => {
    // Precise to the metre: the digits past the second decimal must not reach the log.
    const here = { lat: '48.853417', lng: '2.348812' };
    const there = { lat: '48.861203', lng: '2.335791' };
    const requests = [
      [`/api/boulangeries/?lat=${here.lat}&lng=${here.lng}&rayon=2`, `/api/boulangeries/?lat=48.85&lng=2.35&rayon=2`],
      [`/api/regiepub/campagnes-sponsorisees/?lat=${here.lat}&lng=${here.lng}`, `/api/regiepub/campagnes-sponsorisees/?lat=48.85&lng=2.35`],
      [`/api/geo/reverse/?lat=${here.lat}&lng=${here.lng}`, `/api/geo/reverse/?lat=48.85&lng=2.35`],
      [
        `/api/geo/route/?mode=walking&from_lat=${here.lat}&from_lng=${here.lng}&to_lat=${there.lat}&to_lng=${there.lng}`,
        `/api/geo/route/?mode=walking&from_lat=48.85&from_lng=2.35&to_lat=48.86&to_lng=2.34`,
      ],
      ['/api/geo/geocode/?q=12%20rue%20des%20Rosiers%2C%2075004%20Paris', '/api/geo/geocode/?q=%5Bmasqu%C3%A9%5D'],
      ['/api/geo/suggest/?q=12%20rue%20des%20Ros', '/api/geo/suggest/?q=%5Bmasqu%C3%A9%5D'],
      ['/api/boulangeries/?lat=12%20rue%20des%20Rosiers&lng=2.3&rayon=2', '/api/boulangeries/?lat=%5Bmasqu%C3%A9%5D&lng=2.30&rayon=2'],
    ] as const;
    lines.length = 0;
    for (const [url] of requests) await t.app.inject({ method: 'GET', url });
    const urls = logged()
      .map((entry) => entry.req?.url)
      .filter(Boolean);
    for (const [, shown] of requests) expect(urls).toContain(shown);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await FeedClient.open(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    client.send({ type: 'subscribe', lat: Number(here.lat), lng: Number(here.lng), rayon: 2 });
    await client.next(3000);
    client.close();

    const text = lines.join('\n');
    for (const precise of [here.lat, here.lng, there.lat, there.lng, '48.8534', '2.3488', 'Rosiers']) expect(text).not.toContain(precise);
  });
});
