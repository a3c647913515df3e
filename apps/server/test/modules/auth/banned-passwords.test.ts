// Easily guessed passwords are refused wherever a password is set (docs/accounts.md, "Password
// rules"): registration, the reset link, the profile's change. Nothing changes when one is refused.
import { PASSWORD_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PASSWORD, bearer, linkPath, login, mailsTo, register, registerConfirmed, waitForMail } from '../../testing/auth-helpers.js';

/** The French word and year, and the keyboard row with digits: both among what people pick first. */
const GUESSABLE = ['Soleil2026', 'Azerty12345'];
const tooGuessable = [
  expect.stringMatching(new RegExp(`^${PASSWORD_MESSAGES.tooGuessable.replace(/\./g, '\\.')} .*${PASSWORD_MESSAGES.guessAdvice}$`)),
];

describe('easily guessed passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
    await registerConfirmed(t.app, { username: 'odile', email: 'odile@example.fr' });
  });
  afterAll(async () => t?.close());

  const tryLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

  it('are refused at registration, under password1, and no account is made', async () => {
    for (const password of GUESSABLE) {
      const response = await register(t.app, { username: 'hugo', email: 'hugo@example.fr', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual({ password1: tooGuessable });
    }
    expect(await mailsTo(t.app, 'hugo@example.fr')).toEqual([]);
    // The demo's password is strong enough.
    expect((await register(t.app, { username: 'hugo', email: 'hugo@example.fr', password: 'FournilDemo2026' })).statusCode).toBe(201);
  });

  it('are refused through a reset link, which stays usable for a good password', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'odile@example.fr', captcha_0: 'k', captcha_1: 'PASSED' },
    });
    expect(asked.statusCode).toBe(200);
    const [, , uid, token] = linkPath(await waitForMail(t.app, 'odile@example.fr', /Réinitialisation/), '/reset-password/').split('/');
    for (const password of GUESSABLE) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm/', payload: { uid, token, password } });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual({ password: tooGuessable });
    }
    expect((await tryLogin('odile@example.fr', PASSWORD)).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, password: 'Baguette-Tradition-2027' },
    });
    expect(done.statusCode).toBe(200);
    expect((await tryLogin('odile@example.fr', 'Baguette-Tradition-2027')).statusCode).toBe(200);
  });

  it('are refused by the profile’s password change, under new_password1, and the old password still works', async () => {
    await registerConfirmed(t.app, { username: 'yves', email: 'yves@example.fr' });
    const session = await login(t.app, 'yves@example.fr');
    for (const password of GUESSABLE) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/change/',
        headers: bearer(session.access),
        payload: { old_password: PASSWORD, new_password1: password, new_password2: password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual({ new_password1: tooGuessable });
    }
    expect((await tryLogin('yves@example.fr', PASSWORD)).statusCode).toBe(200);
  });
});
