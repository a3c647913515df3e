// Changing the password from the profile (docs/accounts.md, "Changing the password"): the current
// password is required, the new one follows the usual rules, every other session ends at once
// (access tokens included), the device that asked keeps a fresh session, and the person is mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PASSWORD, bearer, cookieValue, linkPath, login, mailsTo, registerConfirmed, waitForMail } from '../../testing/auth-helpers.js';

const NEW_PASSWORD = 'fournée-du-soir-77';

describe('POST /api/auth/password/change/', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production bound on wrong current passwords (tests otherwise multiply the limits by 1,000).
    t = await buildTestApp(
      { APP_URL: 'http://fournil.test' },
      { rateLimits: { passwordChangeAccount: RATE_LIMITS.passwordChangeAccount } },
    );
  });
  afterAll(async () => t?.close());

  const change = (access: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/change/', headers: access ? bearer(access) : {}, payload });
  const profile = (access: string) => t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(access) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: refreshToken } });
  const tryLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

  it('changes it, ends every other session at once, keeps the asking device signed in, and mails the person', async () => {
    await registerConfirmed(t.app, { username: 'margot', email: 'margot@example.fr' });
    const phone = await login(t.app, 'margot@example.fr');
    const laptop = await login(t.app, 'margot@example.fr');

    const response = await change(laptop.access, { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
      access: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('no-store');

    // The asking device: a new access token and a new refresh cookie, both working.
    expect((await profile(response.json().access)).statusCode).toBe(200);
    // Another tab of this device refreshes at once, in the same second: its new token works too.
    const refreshed = await refresh(cookieValue(response, 'fournil_refresh')!);
    expect(refreshed.statusCode).toBe(200);
    expect((await profile(refreshed.json().access)).statusCode).toBe(200);
    // Every earlier token is dead: access tokens at their next call, refresh tokens at once.
    for (const session of [phone, laptop]) {
      expect((await profile(session.access)).statusCode).toBe(401);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    }

    expect((await tryLogin('margot@example.fr', PASSWORD)).statusCode).toBe(400);
    const again = await tryLogin('margot@example.fr', NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.json().access)).statusCode).toBe(200);

    const mail = await waitForMail(t.app, 'margot@example.fr', /Votre mot de passe a été modifié/);
    expect(mail.text).toContain('Vos autres sessions ont été fermées.');
    expect(mail.links).toContain('http://fournil.test/forgot-password');
  });

  it('refuses a wrong current password, a new one that does not match, is too weak or is the same, in French and changing nothing', async () => {
    await registerConfirmed(t.app, { username: 'bastien', email: 'bastien@example.fr' });
    const session = await login(t.app, 'bastien@example.fr');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { old_password: 'pas-le-bon-mot', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
        { old_password: ['Le mot de passe actuel est incorrect.'] },
      ],
      [
        { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: 'autre-chose-99' },
        { new_password2: ['Les deux mots de passe ne correspondent pas.'] },
      ],
      [
        { old_password: PASSWORD, new_password1: PASSWORD, new_password2: PASSWORD },
        { new_password1: ['Le nouveau mot de passe doit être différent de l’actuel.'] },
      ],
      [
        { old_password: PASSWORD, new_password1: 'court', new_password2: 'court' },
        { new_password1: [expect.stringContaining('trop court')] },
      ],
      [
        { old_password: PASSWORD, new_password1: '12345678901', new_password2: '12345678901' },
        { new_password1: ['Ce mot de passe est entièrement numérique.'] },
      ],
      [{ old_password: '', new_password1: '', new_password2: '' }, { old_password: ['Ce champ est obligatoire.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await change(session.access, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject(errors);
    }
    // Nothing changed: the session still works and the old password still opens the account.
    expect((await profile(session.access)).statusCode).toBe(200);
    expect((await tryLogin('bastien@example.fr', PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(t.app, 'bastien@example.fr')).filter((mail) => /mot de passe a été modifié/.test(mail.subject))).toHaveLength(0);
  });

  it('needs a signed-in person, and slows down someone guessing the current password', async () => {
    expect((await change(null, { old_password: PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })).statusCode).toBe(401);

    await registerConfirmed(t.app, { username: 'chloe', email: 'chloe@example.fr' });
    const session = await login(t.app, 'chloe@example.fr');
    const wrong = { old_password: 'devine-encore-1', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
    expect(RATE_LIMITS.passwordChangeAccount.max).toBe(5);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(session.access, wrong)).statusCode).toBe(400);
    const blocked = await change(session.access, { ...wrong, old_password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The password did not change.
    expect((await tryLogin('chloe@example.fr', PASSWORD)).statusCode).toBe(200);
  });

  it('a reset through a mailed link signs every device out at once as well', async () => {
    await registerConfirmed(t.app, { username: 'damien', email: 'damien@example.fr' });
    const session = await login(t.app, 'damien@example.fr');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'damien@example.fr', captcha_0: 'k', captcha_1: 'PASSED' },
    });
    expect(asked.statusCode).toBe(200);
    const [, uid, token] = linkPath(await waitForMail(t.app, 'damien@example.fr', /Réinitialisation/), '/reset-password/')
      .split('/')
      .filter(Boolean);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, password: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect((await profile(session.access)).statusCode).toBe(401);
    expect((await tryLogin('damien@example.fr', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
