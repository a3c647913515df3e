// The captcha with CAPTCHA_TEST_MODE off (single use, expiry, case), and the contact form.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, contactMessages } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helper.js';
import { PASSWORD, bearer, linkPath, login, waitForMail } from './auth-helpers.js';

const CAPTCHA_ERROR = { captcha: ['Captcha invalide ou expiré.'] };

describe('captcha and contact (test mode off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_TEST_MODE: '0', STAFF_EMAIL: 'equipe@fournil.test' });
  });
  afterAll(async () => t?.close());

  async function newCaptcha(): Promise<{ key: string; answer: string; imageUrl: string }> {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, image_url } = response.json() as { key: string; image_url: string };
    const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.key, key));
    return { key, answer: row!.answer, imageUrl: image_url };
  }

  const contact = (captcha_0: string, captcha_1: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers,
      payload: { name: 'Léa', email: 'lea@example.fr', subject: 'Horaires', message: 'Bonjour,\nvos horaires ?', captcha_0, captcha_1, ...extra },
    });

  it('serves {key, image_url} and an SVG image that does not spell the answer', async () => {
    const { key, answer, imageUrl } = await newCaptcha();
    expect(imageUrl).toBe(`/api/captcha/image/${key}/`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.body.startsWith('<svg')).toBe(true);
    expect(image.body).not.toContain(answer);
    expect(image.body).not.toMatch(/<script/i);
  });

  it('accepts the answer in any case, once: the second use is refused', async () => {
    const { key, answer } = await newCaptcha();
    const first = await contact(key, ` ${answer.toLowerCase()} `);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ detail: 'Message envoyé avec succès.' });
    const second = await contact(key, answer);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(CAPTCHA_ERROR);
    const image = await t.app.inject({ method: 'GET', url: `/api/captcha/image/${key}/` });
    expect(image.statusCode).toBe(404);
  });

  it('burns the captcha on a wrong answer', async () => {
    const { key, answer } = await newCaptcha();
    expect((await contact(key, 'XXXXX')).json()).toEqual(CAPTCHA_ERROR);
    expect((await contact(key, answer)).json()).toEqual(CAPTCHA_ERROR);
  });

  it('refuses an expired captcha and purges expired ones', async () => {
    const { key, answer } = await newCaptcha();
    await t.database.db.execute(sql`UPDATE captcha_challenges SET expires_at = now() - interval '1 second' WHERE key = ${key}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/captcha/image/${key}/` })).statusCode).toBe(404);
    expect((await contact(key, answer)).json()).toEqual(CAPTCHA_ERROR);

    const stale = await newCaptcha();
    await t.database.db.execute(sql`UPDATE captcha_challenges SET expires_at = now() - interval '1 minute' WHERE key = ${stale.key}`);
    await newCaptcha();
    const rows = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.key, stale.key));
    expect(rows).toEqual([]);
  });

  it('refuses PASSED when the test mode is off, and an unknown key', async () => {
    expect((await contact('nimporte', 'PASSED')).json()).toEqual(CAPTCHA_ERROR);
  });

  it('stores the message with the IP and mails it to the staff with Reply-To the sender', async () => {
    const { key, answer } = await newCaptcha();
    const response = await contact(key, answer, { subject: 'Question <b>importante</b>\r\nBcc: x@y.z' });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(contactMessages).where(sql`${contactMessages.subject} LIKE 'Question%'`);
    expect(stored).toMatchObject({ name: 'Léa', email: 'lea@example.fr', message: 'Bonjour,\nvos horaires ?', userId: null, ip: '127.0.0.1' });
    const mail = await waitForMail(t.app, 'equipe@fournil.test', /Question/);
    expect(mail.reply_to).toBe('lea@example.fr');
    expect(mail.subject).toBe('[Fournil] Contact : Question <b>importante</b> Bcc: x@y.z');
    expect(mail.text).toContain('vos horaires ?');
    expect(mail.html).toContain('Question &lt;b&gt;importante&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>importante');
  });

  it('links the message to the account when a valid bearer token is sent, and ignores a bad one', async () => {
    // Register with a real captcha answer, then confirm and log in.
    const captcha = await newCaptcha();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { username: 'lea', email: 'lea@example.fr', password1: PASSWORD, password2: PASSWORD, captcha_0: captcha.key, captcha_1: captcha.answer },
    });
    expect(registered.statusCode).toBe(201);
    const key = linkPath(await waitForMail(t.app, 'lea@example.fr', /Confirmez/), '/email-confirmation/').split('/').pop();
    await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } });
    const { access } = await login(t.app, 'lea@example.fr');

    const withUser = await newCaptcha();
    expect((await contact(withUser.key, withUser.answer, { subject: 'Avec compte' }, bearer(access))).statusCode).toBe(201);
    const withBadToken = await newCaptcha();
    expect((await contact(withBadToken.key, withBadToken.answer, { subject: 'Jeton faux' }, bearer('abc.def.ghi'))).statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages).where(sql`${contactMessages.subject} IN ('Avec compte', 'Jeton faux')`);
    const bySubject = Object.fromEntries(rows.map((row) => [row.subject, row.userId]));
    expect(bySubject['Avec compte']).toEqual(expect.any(Number));
    expect(bySubject['Jeton faux']).toBeNull();
  });

  it('reports the missing fields in French', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/', payload: { email: 'pas-un-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: ['Ce champ est obligatoire.'],
      email: ['Saisissez une adresse e-mail valide.'],
      captcha_0: ['Ce champ est obligatoire.'],
    });
  });
});
