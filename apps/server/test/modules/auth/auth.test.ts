import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { rowsOf } from '../../testing/manager-fixtures.js';
import {
  PASSWORD,
  bearer,
  cookieValue,
  linkPath,
  login,
  mailsTo,
  register,
  registerConfirmed,
  waitForMail,
} from '../../testing/auth-helpers.js';

const JWT_SECRET = 'Jw7qT2vLx9cR4mZb8nHp3sKf6yDg1aE5uB0oNcXi';

describe('account journey: register, confirm, login, refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    // buildApp's own cost, as server.ts starts it: the helper's `lowest` taken off (docs/testing.md).
    t = await buildTestApp({ APP_URL: 'http://fournil.test' }, { passwordHashCost: undefined });
  });
  afterAll(async () => t?.close());

  let confirmationKey = '';

  it('registers with 201, the spec message and a confirmation mail linking to /email-confirmation/{key}', async () => {
    const response = await register(t.app, { username: 'lea.boulangere', email: 'Lea@Example.FR' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: 'Un email de confirmation a été envoyé.' });
    const mail = await waitForMail(t.app, 'lea@example.fr', /Confirmez/);
    expect(mail.subject).toContain('Fournil');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.links[0]).toMatch(/^http:\/\/fournil\.test\/email-confirmation\/[A-Za-z0-9_-]{43}$/);
    confirmationKey = linkPath(mail, '/email-confirmation/').split('/').pop()!;
  });

  it('keeps only an argon2id hash of the password, at 64 MiB, 3 passes, 4 lanes', async () => {
    const [row] = await rowsOf<{ password_hash: string }>(t.app.db.db, sql`SELECT password_hash FROM users WHERE email = 'lea@example.fr'`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it('refuses the same e-mail (any case) and the same username (any case) with field errors', async () => {
    const response = await register(t.app, { username: 'LEA.BOULANGERE', email: 'LEA@example.fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['Un utilisateur avec ce nom existe déjà.'],
      email: ['Un autre utilisateur utilise déjà cette adresse e-mail.'],
    });
  });

  it('refuses weak passwords in French under password1', async () => {
    const allDigits = await register(t.app, { username: 'paul', email: 'paul@example.fr', password: '918273645' });
    expect(allDigits.json()).toEqual({ password1: ['Ce mot de passe est entièrement numérique.'] });
    const common = await register(t.app, { username: 'paul', email: 'paul@example.fr', password: 'motdepasse123' });
    expect(common.json()).toEqual({ password1: [expect.stringMatching(/^Ce mot de passe est trop courant ou trop facile à deviner\. /)] });
    const close = await register(t.app, { username: 'paul.dupont', email: 'paul@example.fr', password: 'paul.dupont1' });
    expect(close.statusCode).toBe(400);
    expect(close.json().password1).toContain('Le mot de passe est trop semblable au champ « nom d’utilisateur ».');
    const short = await register(t.app, { username: 'paul', email: 'paul@example.fr', password: 'court' });
    expect(short.json().password1).toEqual(['Ce mot de passe est trop court. Il doit contenir au minimum 9 caractères.']);
  });

  it('refuses the login of an unconfirmed account with a clear message, and the same wrong-password answer', async () => {
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'lea@example.fr', password: PASSWORD },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({ detail: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.' });
  });

  it('confirms the e-mail once; the key cannot be used again', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key: confirmationKey } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Email confirmé avec succès !', invitation_boulangerie: null });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key: confirmationKey } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Lien de confirmation invalide ou expiré.' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key: 'nimporte-quoi' } });
    expect(unknown.json()).toEqual({ detail: 'Lien de confirmation invalide ou expiré.' });
  });

  it('gives the same answer for an unknown e-mail and a wrong password (both verified with argon2)', async () => {
    const started = Date.now();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'personne@example.fr', password: PASSWORD },
    });
    const unknownMs = Date.now() - started;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'lea@example.fr', password: 'pas-le-bon-mot' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Identifiants incorrects. Veuillez réessayer.' });
    expect(wrong.json()).toEqual(unknown.json());
    // argon2id (64 MiB) ran for the unknown address too: never an instant answer.
    expect(unknownMs).toBeGreaterThan(15);
  });

  let access = '';
  let refresh = '';
  let csrf = '';

  it('logs in: access token + httpOnly Lax refresh cookie on /api/auth/ + readable csrftoken cookie', async () => {
    const session = await login(t.app, 'LEA@example.fr');
    ({ access, refresh, csrf } = session);
    const body = session.response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'access_expiration']);
    const expiresIn = new Date(body.access_expiration).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    const refreshCookie = session.response.cookies.find((cookie) => cookie.name === 'fournil_refresh')!;
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/' });
    expect(refreshCookie.secure).toBeFalsy();
    const csrfCookie = session.response.cookies.find((cookie) => cookie.name === 'csrftoken')!;
    expect(csrfCookie.httpOnly).toBeFalsy();
    expect(csrfCookie.path).toBe('/');
    expect(session.response.headers['cache-control']).toBe('no-store');
  });

  it('returns the user with the spec fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(access) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'lea.boulangere',
      email: 'lea@example.fr',
      adresse_utilisateur: '',
      siren: null,
      siren_verified: false,
      is_responsable: false,
      is_proprietaire: false,
      is_staff: false,
    });
  });

  it('answers 401 token_not_valid without a token, with a forged token and with an expired token', async () => {
    const expected = { detail: 'Non authentifié : reconnectez-vous', code: 'token_not_valid' };
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/user/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(expected);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(`${access.slice(0, -4)}AAAA`) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(expected);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('fournil')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const late = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(expired) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(expected);
    const none256 = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.') });
    expect(none256.statusCode).toBe(401);
  });

  it('refuses a cookie refresh without the CSRF header (403), or with a wrong one', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      cookies: { fournil_refresh: refresh, csrftoken: csrf },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: 'Jeton CSRF manquant ou invalide.' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      cookies: { fournil_refresh: refresh, csrftoken: csrf },
      headers: { 'x-csrftoken': `${csrf}x` },
    });
    expect(wrong.statusCode).toBe(403);
  });

  let rotated = '';

  it('rotates the refresh token with the cookie + X-CSRFToken', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      cookies: { fournil_refresh: refresh, csrftoken: csrf },
      headers: { 'x-csrftoken': csrf },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'access_expiration']);
    rotated = cookieValue(response, 'fournil_refresh')!;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(refresh);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(response.json().access) });
    expect(user.statusCode).toBe(200);
  });

  it('accepts the refresh token in the body too (no CSRF needed) and rotates it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: rotated } });
    expect(response.statusCode).toBe(200);
    const next = cookieValue(response, 'fournil_refresh')!;
    expect(next).not.toBe(rotated);
    rotated = next;
  });

  it('detects the reuse of an old refresh token and revokes the whole family', async () => {
    const reuse = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Jeton invalide ou expiré.', code: 'token_not_valid' });
    // The latest token of the family is dead too: the thief and the victim both have to log in again.
    const latest = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: rotated } });
    expect(latest.statusCode).toBe(401);
    expect(latest.json()).toEqual({ detail: 'Jeton invalide ou expiré.', code: 'token_not_valid' });
  });

  it('answers 401 when there is no refresh token at all', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Jeton invalide ou expiré.', code: 'token_not_valid' });
  });

  it('logs out: revokes the session and clears the cookies (CSRF required with the cookie)', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { fournil_refresh: session.refresh, csrftoken: session.csrf },
    });
    expect(noCsrf.statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { fournil_refresh: session.refresh, csrftoken: session.csrf },
      headers: { 'x-csrftoken': session.csrf },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Déconnexion réussie.' });
    const cleared = response.cookies.find((cookie) => cookie.name === 'fournil_refresh')!;
    expect(cleared.value).toBe('');
    const after = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } });
    expect(after.statusCode).toBe(401);
  });

  it('updates the profile: address required, read-only fields ignored, a new SIREN resets the verification', async () => {
    const session = await login(t.app, 'lea@example.fr');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: bearer(session.access),
      payload: { commune: 'Paris' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ adresse_utilisateur: ['L’adresse est obligatoire.'] });

    // Pretend the SIREN was verified, then change it.
    await t.database.db.execute(
      sql`UPDATE users SET siren = '123456782', siren_verified = true, is_proprietaire = true WHERE email = 'lea@example.fr'`,
    );
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: bearer(session.access),
      payload: {
        adresse_utilisateur: ' 8 rue Saint-Antoine ',
        siren: '123456782',
        username: 'pirate',
        email: 'pirate@example.fr',
        date_joined: '2000-01-01T00:00:00Z',
      },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      username: 'lea.boulangere',
      email: 'lea@example.fr',
      adresse_utilisateur: '8 rue Saint-Antoine',
      siren_verified: true,
      is_proprietaire: true,
    });
    expect(same.json().date_joined.startsWith('2000')).toBe(false);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: bearer(session.access),
      payload: {
        adresse_utilisateur: '8 rue Saint-Antoine',
        code_postal_utilisateur: '75004',
        commune: 'Paris',
        telephone: '0102030405',
        siren: '987654324',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      siren: '987654324',
      siren_verified: false,
      is_proprietaire: false,
      commune: 'Paris',
      code_postal_utilisateur: '75004',
    });
  });
});

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
    await registerConfirmed(t.app, { username: 'marc', email: 'marc@example.fr' });
  });
  afterAll(async () => t?.close());

  const resetMessage = 'Si cet email existe, un message de réinitialisation a été envoyé. Parfois il faut regarder dans la boîte SPAM !';

  it('gives the same answer for an unknown address and sends no mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'inconnu@example.fr', captcha_0: 'k', captcha_1: 'passed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: resetMessage });
    // The mail of a known address is written after the answer: once that work is done, none is there.
    await t.app.background.settled();
    expect(await mailsTo(t.app, 'inconnu@example.fr')).toEqual([]);
  });

  it('requires a right captcha', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'marc@example.fr', captcha_0: 'k', captcha_1: 'faux' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ captcha: ['Captcha invalide ou expiré.'] });
  });

  it('resets through the mailed link, revokes every session, and the link then fails', async () => {
    const session = await login(t.app, 'marc@example.fr');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'MARC@example.fr', captcha_0: 'k', captcha_1: ' PASSED ' },
    });
    expect(response.json()).toEqual({ detail: resetMessage });
    const mail = await waitForMail(t.app, 'marc@example.fr', /Réinitialisation/);
    const path = linkPath(mail, '/reset-password/');
    expect(mail.links[0]).toMatch(/^http:\/\/fournil\.test\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{43}$/);
    const [, , uid, token] = path.split('/');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, password: '123456789' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password).toContain('Ce mot de passe est entièrement numérique.');

    const wrongUid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid: 'OTk5', token, password: 'nouveau-levain-2026' },
    });
    expect(wrongUid.json()).toEqual({ detail: 'Lien invalide ou expiré.' });

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, password: 'nouveau-levain-2026' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'Mot de passe réinitialisé ! Vous pouvez vous connecter.' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, password: 'encore-un-autre-2026' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Lien invalide ou expiré.' });

    const revoked = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } });
    expect(revoked.statusCode).toBe(401);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'marc@example.fr', password: PASSWORD },
    });
    expect(oldPassword.json()).toEqual({ detail: 'Identifiants incorrects. Veuillez réessayer.' });
    await login(t.app, 'marc@example.fr', 'nouveau-levain-2026');
  });

  it('refuses an expired link', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'marc@example.fr', captcha_0: 'k', captcha_1: 'PASSED' },
    });
    const mail = await waitForMail(t.app, 'marc@example.fr', /Réinitialisation/, 2);
    const [, , uid, token] = linkPath(mail, '/reset-password/').split('/');
    await t.database.db.execute(sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, password: 'nouveau-levain-2027' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Lien invalide ou expiré.' });
  });
});
