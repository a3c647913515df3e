// « Renvoyer l'e-mail de confirmation » (docs/accounts.md, "Resending the confirmation"), and a
// registration refused for a taken name keeping its solved captcha (test mode off).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PASSWORD, linkPath, mailsTo } from '../../testing/auth-helpers.js';

const RESENT = {
  detail:
    'Si un compte en attente de confirmation utilise cette adresse, un nouveau lien de confirmation vient d’être envoyé. Pensez à regarder dans les courriers indésirables.',
};

describe('POST /api/auth/registration/resend-email/ and the captcha of a refused registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_TEST_MODE: '0', APP_URL: 'http://fournil.test' });
  });
  afterAll(async () => t?.close());

  async function newCaptcha(): Promise<{ key: string; answer: string }> {
    const { key } = (await t.app.inject({ method: 'GET', url: '/api/captcha/' })).json() as { key: string };
    const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.key, key));
    return { key, answer: row!.answer };
  }

  const registration = (username: string, email: string, captcha: { key: string; answer: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { username, email, password1: PASSWORD, password2: PASSWORD, captcha_0: captcha.key, captcha_1: captcha.answer },
    });
  const resend = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/registration/resend-email/', payload: { email } });
  const confirmationMails = async (to: string) => (await mailsTo(t.app, to)).filter((mail) => /Confirmez/.test(mail.subject));

  async function waitForConfirmations(to: string, count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = await confirmationMails(to);
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('keeps a solved captcha when the name is taken: the corrected form goes through with the same answer', async () => {
    const captcha = await newCaptcha();
    expect((await registration('lea', 'lea@example.fr', captcha)).statusCode).toBe(201);

    const second = await newCaptcha();
    const taken = await registration('LEA', 'paul@example.fr', second);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: ['Un utilisateur avec ce nom existe déjà.'] });
    const corrected = await registration('paul', 'paul@example.fr', second);
    expect(corrected.statusCode).toBe(201);
    // Used by the registration that went through: gone.
    expect((await registration('paul2', 'paul2@example.fr', second)).json()).toEqual({ captcha: ['Captcha invalide ou expiré.'] });
  });

  it('still burns a captcha answered wrongly', async () => {
    const captcha = await newCaptcha();
    expect((await registration('jeanne', 'jeanne@example.fr', { key: captcha.key, answer: 'XXXXX' })).json()).toEqual({
      captcha: ['Captcha invalide ou expiré.'],
    });
    expect((await registration('jeanne', 'jeanne@example.fr', captcha)).json()).toEqual({ captcha: ['Captcha invalide ou expiré.'] });
  });

  it('mails a new working link to an unconfirmed account', async () => {
    expect(await waitForConfirmations('lea@example.fr', 1)).toHaveLength(1);
    const response = await resend(' LEA@example.fr ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESENT);
    const mails = await waitForConfirmations('lea@example.fr', 2);
    expect(mails).toHaveLength(2);
    const keys = mails.map((mail) => linkPath(mail, '/email-confirmation/').split('/').pop());
    expect(new Set(keys).size).toBe(2);
    for (const mail of mails) expect(mail.links[0]).toMatch(/^http:\/\/fournil\.test\/email-confirmation\//);
    // The new link confirms the account.
    const newest = mails.find((mail) => mail.id === Math.max(...mails.map((m) => m.id)))!;
    const key = linkPath(newest, '/email-confirmation/').split('/').pop();
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } });
    expect(confirmed.json()).toEqual({ detail: 'Email confirmé avec succès !', invitation_boulangerie: null });
  });

  it('answers the same for an unknown address and a confirmed account, and mails neither', async () => {
    await registration('marc', 'marc@example.fr', await newCaptcha());
    const [mail] = await waitForConfirmations('marc@example.fr', 1);
    const key = linkPath(mail!, '/email-confirmation/').split('/').pop();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/account-confirm-email/', payload: { key } })).statusCode).toBe(200);
    const unknown = await resend('personne@example.fr');
    const confirmed = await resend('marc@example.fr');
    expect(unknown.statusCode).toBe(200);
    expect(confirmed.statusCode).toBe(200);
    expect(unknown.json()).toEqual(RESENT);
    expect(confirmed.json()).toEqual(RESENT);
    // A later resend to an unconfirmed account arrives: the two above had their chance to be written.
    await registration('nina', 'nina@example.fr', await newCaptcha());
    await resend('nina@example.fr');
    expect(await waitForConfirmations('nina@example.fr', 2)).toHaveLength(2);
    expect(await confirmationMails('personne@example.fr')).toEqual([]);
    expect(await confirmationMails('marc@example.fr')).toHaveLength(1);
  });

  it('sends at most three links an hour to one account', async () => {
    await registration('ines', 'ines@example.fr', await newCaptcha());
    for (let i = 0; i < 4; i++) expect((await resend('ines@example.fr')).json()).toEqual(RESENT);
    await waitForConfirmations('ines@example.fr', 3);
    // The fourth request's work is done too: it sent nothing.
    await t.app.background.settled();
    expect(await confirmationMails('ines@example.fr')).toHaveLength(3);
  });

  it('refuses a missing or malformed address in French', async () => {
    expect((await resend('pas-un-email')).json()).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/registration/resend-email/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ email: ['Ce champ est obligatoire.'] });
  });
});
