// The captcha with CAPTCHA_TEST_MODE off (single use, expiry, case), and the contact form.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, contactMessages } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PASSWORD, bearer, linkPath, login, waitForMail } from '../../testing/auth-helpers.js';

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
      payload: {
        name: 'Léa',
        email: 'lea@example.fr',
        subject: 'Horaires',
        message: 'Bonjour,\nvos horaires ?',
        captcha_0,
        captcha_1,
        ...extra,
      },
    });

  it('serves {key, image_url} and a PNG image: no vector path, no text for a script to read', async () => {
    const { key, answer, imageUrl } = await newCaptcha();
    expect(imageUrl).toBe(`/api/captcha/image/${key}/`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');
    const bytes = image.rawPayload;
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const text = bytes.toString('latin1');
    expect(text).not.toContain('<path');
    expect(text).not.toContain('<text');
    expect(text).not.toContain('<svg');
    expect(text).not.toContain(answer);
    // Two images of the same key differ: the noise and the warp are drawn anew each time.
    const again = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(again.rawPayload.equals(bytes)).toBe(false);
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

  describe('accessible alternative: proof of work', () => {
    const powOf = async (key: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/captcha/${key}/pow/` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json() as Challenge;
    };
    const solve = async (challenge: Challenge) => {
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution).not.toBeNull();
      return `pow:${solution!.counter}`;
    };

    it('gives a signed challenge bound to the key, the same one when asked twice; 404 for an unknown key', async () => {
      const { key } = await newCaptcha();
      const challenge = await powOf(key);
      expect(challenge.parameters.data).toEqual({ key });
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(await powOf(key)).toEqual(challenge);
      const unknown = await t.app.inject({ method: 'GET', url: '/api/captcha/inconnue/pow/' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Captcha introuvable ou expiré.' });
    });

    it('accepts a solved challenge once, in place of the image answer', async () => {
      const { key } = await newCaptcha();
      const answer = await solve(await powOf(key));
      expect((await contact(key, answer)).statusCode).toBe(201);
      expect((await contact(key, answer)).json()).toEqual(CAPTCHA_ERROR);
    });

    it('refuses a solution sent with another key, and a wrong counter', async () => {
      const first = await newCaptcha();
      const second = await newCaptcha();
      const answer = await solve(await powOf(first.key));
      await powOf(second.key);
      expect((await contact(second.key, answer)).json()).toEqual(CAPTCHA_ERROR);

      const third = await newCaptcha();
      const right = await solve(await powOf(third.key));
      const wrong = `pow:${Number(right.slice(4)) + 1}`;
      expect((await contact(third.key, wrong)).json()).toEqual(CAPTCHA_ERROR);
      // The wrong try used the captcha up.
      expect((await contact(third.key, right)).json()).toEqual(CAPTCHA_ERROR);
    });

    it('refuses a solution for a key whose challenge was never asked for', async () => {
      const { key } = await newCaptcha();
      expect((await contact(key, 'pow:1234')).json()).toEqual(CAPTCHA_ERROR);
    });
  });

  it('refuses PASSED when the test mode is off, and an unknown key', async () => {
    expect((await contact('nimporte', 'PASSED')).json()).toEqual(CAPTCHA_ERROR);
  });

  it('stores the message with the IP and mails it to the staff with Reply-To the sender', async () => {
    const { key, answer } = await newCaptcha();
    const response = await contact(key, answer, { subject: 'Question <b>importante</b>\r\nBcc: x@y.z' });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.subject} LIKE 'Question%'`);
    expect(stored).toMatchObject({
      name: 'Léa',
      email: 'lea@example.fr',
      message: 'Bonjour,\nvos horaires ?',
      userId: null,
      ip: '127.0.0.1',
    });
    const mail = await waitForMail(t.app, 'equipe@fournil.test', /Question/);
    expect(mail.reply_to).toBe('lea@example.fr');
    expect(mail.subject).toBe('[Fournil] Contact : Question <b>importante</b> Bcc: x@y.z');
    expect(mail.text).toContain('vos horaires ?');
    expect(mail.html).toContain('Question &lt;b&gt;importante&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>importante');
  });

  it('acknowledges the message to its sender, repeating nothing they typed', async () => {
    const { key, answer } = await newCaptcha();
    const response = await contact(key, answer, {
      email: 'accuse@example.fr',
      name: 'Achetez <ici>',
      subject: 'Promo',
      message: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    const ack = await waitForMail(t.app, 'accuse@example.fr', /bien reçu/);
    expect(ack.subject).toBe('Nous avons bien reçu votre message – Fournil');
    expect(ack.text).toContain('L’équipe vous répond par e-mail');
    for (const typed of ['Achetez', 'Promo', 'spam.example']) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }
  });

  it('links the message to the account when a valid bearer token is sent, and ignores a bad one', async () => {
    // Register with a real captcha answer, then confirm and log in.
    const captcha = await newCaptcha();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: {
        username: 'lea',
        email: 'lea@example.fr',
        password1: PASSWORD,
        password2: PASSWORD,
        captcha_0: captcha.key,
        captcha_1: captcha.answer,
      },
    });
    expect(registered.statusCode).toBe(201);
    const key = linkPath(await waitForMail(t.app, 'lea@example.fr', /Confirmez/), '/email-confirmation/')
      .split('/')
      .pop();
    await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } });
    const { access } = await login(t.app, 'lea@example.fr');

    const withUser = await newCaptcha();
    expect((await contact(withUser.key, withUser.answer, { subject: 'Avec compte' }, bearer(access))).statusCode).toBe(201);
    const withBadToken = await newCaptcha();
    expect((await contact(withBadToken.key, withBadToken.answer, { subject: 'Jeton faux' }, bearer('abc.def.ghi'))).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.subject} IN ('Avec compte', 'Jeton faux')`);
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
