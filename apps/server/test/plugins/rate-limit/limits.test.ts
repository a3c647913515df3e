// Abuse limits: per IP and per account (normalised e-mail), 429 with a French detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { buildTestApp, testConfig, type TestApp } from '../../testing/helper.js';
import { PASSWORD, registerConfirmed } from '../../testing/auth-helpers.js';

const TOO_MANY = { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' };

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        rateLimits: {
          login: { max: 10 },
          loginAccount: { max: 2 },
          captcha: { max: 2 },
          passwordResetAccount: { max: 1 },
          contact: { max: 1 },
          registration: { max: 1 },
          siren: { max: 1 },
          geocode: { max: 1 },
          nearby: { max: 2 },
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

  it('limits nearby searches per IP (issue 12), leaving other addresses served', async () => {
    const nearby = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/boulangeries/?lat=48.85&lng=2.35&rayon=2', remoteAddress });
    expect((await nearby('10.0.6.1')).statusCode).toBe(200);
    expect((await nearby('10.0.6.1')).statusCode).toBe(200);
    const blocked = await nearby('10.0.6.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await nearby('10.0.6.2')).statusCode).toBe(200);
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

  it('refuses a third wrong login for one account from one address, whatever the case of the e-mail', async () => {
    expect((await loginAs('cible@example.fr', '10.0.0.1')).statusCode).toBe(400);
    expect((await loginAs(' CIBLE@example.fr', '10.0.0.1')).statusCode).toBe(400);
    const blocked = await loginAs('Cible@Example.fr', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let an attacker lock the owner out: wrong logins from one address leave the owner’s address free', async () => {
    await registerConfirmed(t.app, { username: 'victime', email: 'victime@example.fr', remoteAddress: '10.0.8.1' });
    for (let i = 0; i < 2; i++) expect((await loginAs('victime@example.fr', '203.0.113.66')).statusCode).toBe(400);
    expect((await loginAs('victime@example.fr', '203.0.113.66')).statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '198.51.100.7',
      payload: { email: 'victime@example.fr', password: PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access).toBeTruthy();
  });

  it('counts failures only, and a right password forgets them', async () => {
    await registerConfirmed(t.app, { username: 'distraite', email: 'distraite@example.fr', remoteAddress: '10.0.8.2' });
    const right = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: '10.0.3.1',
        payload: { email: 'distraite@example.fr', password: PASSWORD },
      });
    for (let i = 0; i < 3; i++) expect((await right()).statusCode).toBe(200);
    expect((await loginAs('distraite@example.fr', '10.0.3.1')).statusCode).toBe(400);
    expect((await right()).statusCode).toBe(200);
    // The failure before the success is forgotten: two more wrong tries are still answered 400.
    expect((await loginAs('distraite@example.fr', '10.0.3.1')).statusCode).toBe(400);
    expect((await loginAs('distraite@example.fr', '10.0.3.1')).statusCode).toBe(400);
    expect((await loginAs('distraite@example.fr', '10.0.3.1')).statusCode).toBe(429);
  });

  it('counts one IPv6 subscriber (/64) as one address', async () => {
    expect((await loginAs('v6@example.fr', '2001:db8:1:2::1')).statusCode).toBe(400);
    expect((await loginAs('v6@example.fr', '2001:db8:1:2:ffff::9')).statusCode).toBe(400);
    expect((await loginAs('v6@example.fr', '2001:db8:1:2:abcd:1:2:3')).statusCode).toBe(429);
    expect((await loginAs('v6@example.fr', '2001:db8:1:3::1')).statusCode).toBe(400);
  });

  it('limits login attempts per IP across accounts', async () => {
    const ip = '10.0.1.1';
    for (const letter of 'abcdefghij') expect((await loginAs(`${letter}@example.fr`, ip)).statusCode).toBe(400);
    const blocked = await loginAs('k@example.fr', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits password-reset requests per account, counting only those whose captcha passed', async () => {
    const reset = (remoteAddress: string, captcha_1 = 'PASSED') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset/',
        remoteAddress,
        payload: { email: 'cible@example.fr', captcha_0: 'k', captcha_1 },
      });
    // Unsolved captchas never reach the account counter: nobody can use up someone else's requests for free.
    for (const ip of ['10.0.2.10', '10.0.2.11', '10.0.2.12']) expect((await reset(ip, 'FAUX')).statusCode).toBe(400);
    expect((await reset('10.0.2.1')).statusCode).toBe(200);
    const blocked = await reset('10.0.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets the reset requests of an account once its owner logs in', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset/',
        remoteAddress: '10.0.4.1',
        payload: { email: 'distraite@example.fr', captcha_0: 'k', captcha_1: 'PASSED' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '10.0.4.2',
      payload: { email: 'distraite@example.fr', password: PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
  });

  it('limits the contact form and the registration per IP', async () => {
    const payload = { name: 'Léa', email: 'lea@example.fr', subject: 'S', message: 'M', captcha_0: 'k', captcha_1: 'PASSED' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact/', payload })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact/', payload })).statusCode).toBe(429);
    const registration = {
      username: 'lea',
      email: 'lea@example.fr',
      password1: 'levain-du-matin',
      password2: 'levain-du-matin',
      captcha_0: 'k',
      captcha_1: 'PASSED',
    };
    // Another address than the accounts registered by the tests above.
    const remoteAddress = '10.0.9.9';
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/registration/', remoteAddress, payload: registration })).statusCode).toBe(
      201,
    );
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      remoteAddress,
      payload: { ...registration, username: 'lea2', email: 'lea2@example.fr' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('uses the production limits outside tests, and multiplies them in NODE_ENV=test', () => {
    expect(testConfig().rateLimitFactor).toBe(1000);
    expect(testConfig({ RATE_LIMIT_FACTOR: '1' }).rateLimitFactor).toBe(1);
    expect(RATE_LIMITS.login.max).toBeLessThanOrEqual(20);
  });
});
