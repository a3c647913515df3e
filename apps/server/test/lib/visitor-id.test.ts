// lib/visitor-id.ts (docs/decisions/020-who-an-anonymous-visitor-is.md): a browser's secret read back,
// issued once in an httpOnly cookie for the API only, stored as its hash; limits count the visitor and
// the address group.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/secure-token.js';
import { VISITOR_COOKIE, readVisitor, visitorLimitKeys, visitorOf } from '../../src/lib/visitor-id.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  app.get('/api/lire/', async (request) => ({ visitor: readVisitor(request) ?? null }));
  app.post('/api/ecrire/', async (request, reply) => ({ visitor: visitorOf(request, reply, 'https://fournil.example') }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('visitorOf', () => {
  it('issues a secret in an httpOnly, SameSite=Lax, Secure cookie for /api/ only, and answers with its hash', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ecrire/' });
    const [issued] = response.cookies;
    expect(issued).toMatchObject({ name: VISITOR_COOKIE, path: '/api/', httpOnly: true, sameSite: 'Lax', secure: true });
    expect(issued!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued!.maxAge).toBeGreaterThan(300 * 24 * 3600);
    expect(response.json().visitor).toEqual({ key: sha256Hex(issued!.value), isNew: true });
    expect(response.body).not.toContain(issued!.value);
  });

  it('reads the same visitor back and issues nothing more', async () => {
    const first = (await app.inject({ method: 'POST', url: '/api/ecrire/' })).cookies[0]!.value;
    const again = await app.inject({ method: 'POST', url: '/api/ecrire/', cookies: { [VISITOR_COOKIE]: first } });
    expect(again.cookies).toEqual([]);
    expect(again.json().visitor).toEqual({ key: sha256Hex(first), isNew: false });
  });

  it('gives two browsers two visitors, and replaces a malformed secret', async () => {
    const one = (await app.inject({ method: 'POST', url: '/api/ecrire/' })).json().visitor.key;
    const two = (await app.inject({ method: 'POST', url: '/api/ecrire/' })).json().visitor.key;
    expect(one).not.toBe(two);
    const forged = await app.inject({ method: 'POST', url: '/api/ecrire/', cookies: { [VISITOR_COOKIE]: 'trop-court' } });
    expect(forged.json().visitor.isNew).toBe(true);
    expect(forged.cookies[0]!.value).not.toBe('trop-court');
  });
});

describe('readVisitor', () => {
  it('issues nothing to a reader: no cookie, no visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lire/' });
    expect(response.cookies).toEqual([]);
    expect(response.json().visitor).toBeNull();
  });
});

describe('visitorLimitKeys', () => {
  const visitor = { key: sha256Hex('secret'), isNew: false };

  it('counts an IPv6 /64 as one address, whichever address of it the visitor uses', () => {
    const a = visitorLimitKeys(visitor, '2001:db8:1:2::1');
    const b = visitorLimitKeys({ key: sha256Hex('cookies effacés'), isNew: true }, '2001:db8:1:2:ffff::9');
    expect(a.address).toBe(b.address);
    expect(a.visitor).not.toBe(b.visitor);
    expect(visitorLimitKeys(visitor, '2001:db8:1:3::1').address).not.toBe(a.address);
  });

  it('counts a signed-in visitor by account, so changing browser does not reset the count', () => {
    expect(visitorLimitKeys(visitor, '203.0.113.7', 42).visitor).toBe('account:42');
    expect(visitorLimitKeys({ key: sha256Hex('autre'), isNew: false }, '198.51.100.1', 42).visitor).toBe('account:42');
  });
});
