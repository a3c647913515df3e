// Changing the e-mail address from the profile (docs/accounts.md, "Changing the e-mail address"):
// the password, a link to the new address, a word to the old one, and nothing changes before the
// link is opened; an older link of the account can no longer move it anywhere. At most 3 requests a
// day per account and 10 per address asked for, and the new address gets nothing the asker typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { PASSWORD, bearer, linkPath, login, mailsTo, registerConfirmed, waitForMail } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';

describe('POST /api/auth/email/change/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
  });
  afterAll(async () => t?.close());

  const ask = (access: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email/change/', headers: bearer(access), payload });
  const confirm = (key: string) => t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } });
  const profile = async (access: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(access) })).json() as { email: string };
  const keyOf = (path: string) => path.split('/').pop()!;

  it('mails a link to the new address and tells the old one; the address changes when the link is opened', async () => {
    await registerConfirmed(t.app, { username: 'emile', email: 'emile@example.fr' });
    const session = await login(t.app, 'emile@example.fr');

    const asked = await ask(session.access, { email: ' Emile.Nouveau@Example.fr ', password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      detail:
        'Un lien de confirmation a été envoyé à emile.nouveau@example.fr. L’adresse de votre compte change quand vous cliquez dessus.',
    });
    // Nothing changed yet.
    expect((await profile(session.access)).email).toBe('emile@example.fr');
    const notice = await waitForMail(t.app, 'emile@example.fr', /Changement d’adresse e-mail demandé/);
    expect(notice.text).toContain('emile.nouveau@example.fr');

    const link = linkPath(await waitForMail(t.app, 'emile.nouveau@example.fr', /Confirmez votre nouvelle adresse/), '/email-confirmation/');
    const done = await confirm(keyOf(link));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      detail: 'Adresse e-mail modifiée : utilisez-la désormais pour vous connecter.',
      invitation_boulangerie: null,
    });
    expect((await profile(session.access)).email).toBe('emile.nouveau@example.fr');
    await waitForMail(t.app, 'emile@example.fr', /Votre adresse e-mail a été changée/);
    // The new address signs in, the old one no longer does; the link served once.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'emile.nouveau@example.fr', password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'emile@example.fr', password: PASSWORD } }))
        .statusCode,
    ).toBe(400);
    expect((await confirm(keyOf(link))).statusCode).toBe(400);
  });

  it('refuses a wrong password, the same address and a taken one, in French, mailing nothing', async () => {
    await registerConfirmed(t.app, { username: 'fanny', email: 'fanny@example.fr' });
    await registerConfirmed(t.app, { username: 'gaspard', email: 'gaspard@example.fr' });
    const session = await login(t.app, 'fanny@example.fr');
    const before = (await mailsTo(t.app, 'fanny@example.fr')).length;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: 'fanny.bis@example.fr', password: 'pas-le-bon-mot' }, { password: ['Mot de passe incorrect.'] }],
      [{ email: 'FANNY@example.fr', password: PASSWORD }, { email: ['C’est déjà l’adresse de votre compte.'] }],
      [{ email: 'gaspard@example.fr', password: PASSWORD }, { email: ['Un autre utilisateur utilise déjà cette adresse e-mail.'] }],
      [{ email: 'pas-une-adresse', password: PASSWORD }, { email: ['Saisissez une adresse e-mail valide.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await ask(session.access, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await mailsTo(t.app, 'fanny@example.fr')).length).toBe(before);
    expect((await profile(session.access)).email).toBe('fanny@example.fr');
  });

  it('a second request replaces the first link, and an address taken meanwhile is refused at the click', async () => {
    await registerConfirmed(t.app, { username: 'hugo', email: 'hugo@example.fr' });
    const session = await login(t.app, 'hugo@example.fr');
    expect((await ask(session.access, { email: 'hugo.un@example.fr', password: PASSWORD })).statusCode).toBe(200);
    const first = keyOf(
      linkPath(await waitForMail(t.app, 'hugo.un@example.fr', /Confirmez votre nouvelle adresse/), '/email-confirmation/'),
    );
    expect((await ask(session.access, { email: 'hugo.deux@example.fr', password: PASSWORD })).statusCode).toBe(200);
    const second = keyOf(
      linkPath(await waitForMail(t.app, 'hugo.deux@example.fr', /Confirmez votre nouvelle adresse/), '/email-confirmation/'),
    );

    expect((await confirm(first)).statusCode).toBe(400);
    await registerConfirmed(t.app, { username: 'hugo-deux', email: 'hugo.deux@example.fr' });
    const taken = await confirm(second);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ detail: 'Un autre utilisateur utilise déjà cette adresse e-mail.' });
    expect((await profile(session.access)).email).toBe('hugo@example.fr');
  });
});

describe('POST /api/auth/email/change/, bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production bounds (tests otherwise multiply the limits by 1,000).
    t = await buildTestApp(
      { APP_URL: 'http://fournil.test' },
      { rateLimits: { emailChangeAccount: RATE_LIMITS.emailChangeAccount, emailChangeAddress: RATE_LIMITS.emailChangeAddress } },
    );
  });
  afterAll(async () => t?.close());

  const ask = (access: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email/change/', headers: bearer(access), payload: { email, password: PASSWORD } });
  const signedIn = async (username: string) => {
    await registerConfirmed(t.app, { username, email: `${username}@example.fr` });
    return (await login(t.app, `${username}@example.fr`)).access;
  };

  it('refuses an account’s 4th request of the day with a French 429, mailing nothing more', async () => {
    const access = await signedIn('ines');
    for (const n of [1, 2, 3]) expect((await ask(access, `ines.${n}@example.fr`)).statusCode).toBe(200);
    const fourth = await ask(access, 'ines.4@example.fr');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      detail: 'Vous avez atteint la limite de 3 demandes de changement d’adresse e-mail par jour. Réessayez demain.',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await mailsTo(t.app, 'ines.4@example.fr')).toEqual([]);
    expect((await mailsTo(t.app, 'ines@example.fr')).filter((mail) => /Changement d’adresse/.test(mail.subject))).toHaveLength(3);
  });

  it('refuses the 11th request for one address, from as many accounts, with a French 429; other addresses stay open', async () => {
    const target = 'cible@example.fr';
    const accounts: string[] = [];
    for (let n = 0; n < 11; n++) accounts.push(await signedIn(`jules-${n}`));
    for (const access of accounts.slice(0, 10)) expect((await ask(access, target)).statusCode).toBe(200);
    const eleventh = await ask(accounts[10]!, ` CIBLE@example.fr `);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      detail: 'Cette adresse e-mail a reçu trop de demandes de changement aujourd’hui. Réessayez demain ou choisissez une autre adresse.',
    });
    expect(await mailsTo(t.app, target)).toHaveLength(10);
    // The refusal used up none of the 11th account's own requests.
    for (const n of [1, 2, 3]) expect((await ask(accounts[10]!, `jules.${n}@example.fr`)).statusCode).toBe(200);
  });

  it('mails the new address nothing the asker chose: the mail does not open with their username', async () => {
    const username = 'www.virement-urgent.example';
    await registerConfirmed(t.app, { username, email: 'karim@example.fr' });
    const access = (await login(t.app, 'karim@example.fr')).access;
    expect((await ask(access, 'inconnu@example.fr')).statusCode).toBe(200);
    const mail = await waitForMail(t.app, 'inconnu@example.fr', /Confirmez votre nouvelle adresse/);
    expect(mail.text.split('\n')[0]).toBe('Bonjour,');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(username);
  });
});
