// Hostile input: SQL injection strings are data, oversized input is a French 400/413, never a 500.
import { CONTROL_CHARACTER_MESSAGE } from '@fournil/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { bearer, login, registerConfirmed } from '../../testing/auth-helpers.js';

const INJECTIONS = ["' OR '1'='1", "admin'--", '1; DROP TABLE users; --', "' UNION SELECT password_hash FROM users --", '\\x00\u0000'];

describe('hostile input on the account endpoints', () => {
  let t: TestApp;
  let access = '';
  beforeAll(async () => {
    t = await buildTestApp();
    await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
    access = (await login(t.app, 'lea@example.fr')).access;
  });
  afterAll(async () => t?.close());

  it('treats SQL in the login as wrong credentials', async () => {
    for (const value of INJECTIONS) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: value, password: value } });
      expect(response.statusCode).toBe(400);
      // A NUL character cannot even reach a query: 'Caractère invalide dans la requête.'
      if (!value.includes('\u0000')) expect(response.json()).toEqual({ detail: 'Identifiants incorrects. Veuillez réessayer.' });
    }
  });

  it('stores SQL in a contact message as plain text', async () => {
    const payload = {
      name: INJECTIONS[0],
      email: 'x@example.fr',
      subject: INJECTIONS[2],
      message: INJECTIONS[3],
      captcha_0: 'k',
      captcha_1: 'PASSED',
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/', payload });
    // NUL bytes are refused by PostgreSQL text: a 400, not a 500. Plain SQL goes through.
    expect(response.statusCode).toBe(201);
    const result = (await t.database.db.execute(sql`SELECT subject, message FROM contact_messages`)) as unknown as {
      rows: { subject: string; message: string }[];
    };
    expect(result.rows).toContainEqual({ subject: INJECTIONS[2], message: INJECTIONS[3] });
    const users = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as { rows: { n: number }[] };
    expect(users.rows[0]!.n).toBe(1);
  });

  it('answers 400 for SQL in tokens, keys, uids and SIRENs', async () => {
    for (const value of INJECTIONS) {
      const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key: value } });
      expect(confirm.statusCode).toBe(400);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset/confirm/',
        payload: { uid: value, token: value, password: 'nouveau-levain-2026' },
      });
      expect(reset.statusCode).toBe(400);
      const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: value } });
      // A control character is refused before anything reads the token (docs/api-conventions.md, "Input rules").
      expect(refresh.statusCode).toBe(value.includes('\u0000') ? 400 : 401);
      const siren = await t.app.inject({
        method: 'POST',
        url: '/api/insee/auth/verify-siren/',
        headers: bearer(access),
        payload: { siren: value },
      });
      expect(siren.statusCode).toBe(400);
      const image = await t.app.inject({ method: 'GET', url: `/api/captcha/image/${encodeURIComponent(value)}/` });
      expect([400, 404]).toContain(image.statusCode);
    }
  });

  it('refuses a NUL byte in a contact message with a 400', async () => {
    const payload = { name: 'Léa', email: 'x@example.fr', subject: 'S', message: 'a\u0000b', captcha_0: 'k', captcha_1: 'PASSED' };
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('answers 413 in French for a body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'x',
        email: 'x@example.fr',
        subject: 's',
        message: 'm'.repeat(2 * 1024 * 1024),
        captcha_0: 'k',
        captcha_1: 'PASSED',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Requête trop volumineuse.' });
  });

  it('answers 400 with field messages for long strings', async () => {
    const long = 'a'.repeat(10_000);
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/auth/login/', { email: `${long}@example.fr`, password: long }, 'email'],
      [
        'POST',
        '/api/auth/registration/',
        { username: long, email: 'a@b.fr', password1: long, password2: long, captcha_0: long, captcha_1: long },
        'username',
      ],
      ['POST', '/api/auth/password/reset/', { email: `${long}@example.fr`, captcha_0: 'k', captcha_1: 'PASSED' }, 'email'],
      ['POST', '/api/auth/password/reset/confirm/', { uid: long, token: long, password: long }, 'uid'],
      ['POST', '/api/auth/account-confirm-email/', { key: long }, 'key'],
      ['POST', '/api/auth/token/refresh/', { refresh: long }, 'refresh'],
      [
        'POST',
        '/api/contact/',
        { name: long, email: 'a@b.fr', subject: long, message: 'm'.repeat(6000), captcha_0: 'k', captcha_1: 'PASSED' },
        'message',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await t.app.inject({ method: method as 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()[field], url).toEqual([expect.stringMatching(/dépasser|valide/)]);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: bearer(access),
      payload: { adresse_utilisateur: long, telephone: long },
    });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json()).sort()).toEqual(['adresse_utilisateur', 'telephone']);
  });

  it('answers 400 for wrong types, arrays and non-objects', async () => {
    for (const payload of [[], 'texte', 42, { email: 42, password: ['x'] }, { email: { $ne: null }, password: 'x' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 401, not 500, for a huge or malformed Authorization header', async () => {
    for (const authorization of [`Bearer ${'a'.repeat(8000)}`, 'Bearer', 'Basic abc', `Bearer ${"' OR 1=1 --"}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
  });
});
