// Abuse limits: per IP and per account (normalised e-mail), 429 with a French detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/plugins/rate-limit.js';
import { buildTestApp, testConfig, type TestApp } from './helper.js';

const TOO_MANY = { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' };

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          login: { max: 4 },
          loginAccount: { max: 2 },
          captcha: { max: 2 },
          passwordResetAccount: { max: 1 },
          contact: { max: 1 },
          registration: { max: 1 },
          siren: { max: 1 },
          geocode: { max: 1 },
        },
      },
    );
  });
  afterAll(async () => t?.close());

  const loginAs = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', remoteAddress, payload: { email, password: 'mauvais-mot-de-passe' } });

  it('limits geocoding per IP, since it calls a public service', async () => {
    const geocode = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/geo/geocode/?q=', remoteAddress });
    expect((await geocode('10.0.5.1')).statusCode).toBe(400);
    const blocked = await geocode('10.0.5.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits the captcha per IP', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/' })).statusCode).toBe(200);
    const third = await t.app.inject({ method: 'GET', url: '/api/captcha/' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(TOO_MANY);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
  });

  it('limits login attempts per account whatever the case or the IP', async () => {
    expect((await loginAs('cible@example.fr', '10.0.0.1')).statusCode).toBe(400);
    expect((await loginAs(' CIBLE@example.fr', '10.0.0.2')).statusCode).toBe(400);
    const blocked = await loginAs('Cible@Example.fr', '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits login attempts per IP across accounts', async () => {
    const ip = '10.0.1.1';
    for (const email of ['a@example.fr', 'b@example.fr', 'c@example.fr', 'd@example.fr']) expect((await loginAs(email, ip)).statusCode).toBe(400);
    const blocked = await loginAs('e@example.fr', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits password-reset requests per account', async () => {
    const reset = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/reset/', remoteAddress, payload: { email: 'cible@example.fr', captcha_0: 'k', captcha_1: 'PASSED' } });
    expect((await reset('10.0.2.1')).statusCode).toBe(200);
    const blocked = await reset('10.0.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits the contact form and the registration per IP', async () => {
    const payload = { name: 'Léa', email: 'lea@example.fr', subject: 'S', message: 'M', captcha_0: 'k', captcha_1: 'PASSED' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact/', payload })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact/', payload })).statusCode).toBe(429);
    const registration = { username: 'lea', email: 'lea@example.fr', password1: 'levain-du-matin', password2: 'levain-du-matin', captcha_0: 'k', captcha_1: 'PASSED' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/registration/', payload: registration })).statusCode).toBe(201);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/registration/', payload: { ...registration, username: 'lea2', email: 'lea2@example.fr' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('uses the production limits outside tests, and multiplies them in NODE_ENV=test', () => {
    expect(testConfig().rateLimitFactor).toBe(1000);
    expect(testConfig({ RATE_LIMIT_FACTOR: '1' }).rateLimitFactor).toBe(1);
    expect(RATE_LIMITS.login.max).toBeLessThanOrEqual(20);
  });
});
