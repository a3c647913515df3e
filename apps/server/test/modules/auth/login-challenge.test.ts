// The login's account-wide failure threshold (docs/sessions-and-limits.md, "Per account"): wrong
// passwords for one e-mail from every address together; past 30 in an hour, its logins need a solved
// captcha and the staff are mailed once an hour. Never a lockout: the right password with a solved
// captcha signs in. Addresses come from X-Forwarded-For, as behind the production proxy.
import { AUTH_DETAILS } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, users } from '../../../src/db/schema/index.js';
import { recordLoginFailure } from '../../../src/modules/auth/login-challenge.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { PASSWORD, mailsTo, registerConfirmed } from '../../testing/auth-helpers.js';

const STAFF = 'equipe@fournil.test';
const THRESHOLD = RATE_LIMITS.loginFailuresAccount.max;
const ATTACKING_ADDRESSES = 300;
const BAD_CREDENTIALS = { detail: AUTH_DETAILS.badCredentials };
const CAPTCHA_REQUIRED = { detail: AUTH_DETAILS.loginCaptchaRequired, code: 'captcha_required' };
const ALERT_SUBJECT = /Échecs de connexion répétés/;

/** The i-th address of the attack: 300 of them, none used twice. */
const attacker = (index: number) => `198.18.${index >> 8}.${index & 255}`;

async function setUp(limits: { loginFailuresAccount: { max: number; timeWindow: number } }) {
  // TRUST_PROXY=1: the address is the last X-Forwarded-For hop, as behind the production proxy.
  const t = await buildTestApp(
    { TRUST_PROXY: '1', STAFF_EMAIL: STAFF, APP_URL: 'http://fournil.test' },
    { rateLimits: { loginFailuresAccount: limits.loginFailuresAccount, loginFailuresAlert: RATE_LIMITS.loginFailuresAlert } },
  );
  const tryLogin = (from: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': from }, payload });
  /** A real captcha and its answer, read where the server keeps it. */
  const solvedCaptcha = async () => {
    const { key } = (await t.app.inject({ method: 'GET', url: '/api/captcha/' })).json() as { key: string };
    const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.key, key));
    return { captcha_0: key, captcha_1: row!.answer };
  };
  const staffAlerts = async () => (await mailsTo(t.app, STAFF)).filter((mail) => ALERT_SUBJECT.test(mail.subject));
  /** Waits until the work started after the answers (the staff alert's mail) is done. */
  const settle = () => t.app.background.settled();
  return { t, tryLogin, solvedCaptcha, staffAlerts, settle };
}

describe('login failures counted across every address', () => {
  let context: Awaited<ReturnType<typeof setUp>>;
  let t: TestApp;
  beforeAll(async () => {
    context = await setUp({ loginFailuresAccount: RATE_LIMITS.loginFailuresAccount });
    t = context.t;
    await registerConfirmed(t.app, { username: 'lea', email: 'lea@example.fr' });
    await registerConfirmed(t.app, { username: 'marc', email: 'marc@example.fr' });
  });
  afterAll(async () => t?.close());

  it('asks for a captcha once 30 wrong passwords came from 300 addresses, and mails the staff once', async () => {
    const answers: unknown[] = [];
    for (let index = 0; index < ATTACKING_ADDRESSES; index++) {
      const response = await context.tryLogin(attacker(index), {
        email: index % 2 ? 'LEA@example.fr' : 'lea@example.fr',
        password: `faux-${index}-mot-de-passe`,
      });
      expect(response.statusCode).toBe(400);
      answers.push(response.json());
    }
    expect(answers.slice(0, THRESHOLD)).toEqual(Array(THRESHOLD).fill(BAD_CREDENTIALS));
    expect(answers.slice(THRESHOLD)).toEqual(Array(ATTACKING_ADDRESSES - THRESHOLD).fill(CAPTCHA_REQUIRED));

    await context.settle();
    const alerts = await context.staffAlerts();
    expect(alerts).toHaveLength(1);
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'lea@example.fr'));
    expect(alerts[0]!.subject).toBe(`[Fournil] Échecs de connexion répétés sur le compte n° ${account!.id}`);
    expect(alerts[0]!.text).toContain(`Compte : lea <lea@example.fr> (compte n° ${account!.id})`);
    expect(alerts[0]!.text).toContain('Le compte n’est pas bloqué');
    expect(alerts[0]!.links).toContain('http://fournil.test/admin/utilisateurs?q=lea%40example.fr');
    // The person is not mailed: the staff decide whether to tell them.
    expect((await mailsTo(t.app, 'lea@example.fr')).filter((mail) => ALERT_SUBJECT.test(mail.subject))).toEqual([]);
  });

  it('refuses the right password without a captcha, or with a wrong one, from any address', async () => {
    const fresh = '192.0.2.44';
    expect((await context.tryLogin(fresh, { email: 'lea@example.fr', password: PASSWORD })).json()).toEqual(CAPTCHA_REQUIRED);
    const wrong = await context.tryLogin(fresh, {
      email: 'lea@example.fr',
      password: PASSWORD,
      captcha_0: (await context.solvedCaptcha()).captcha_0,
      captcha_1: 'FAUX1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: AUTH_DETAILS.captchaInvalid, code: 'captcha_required' });
  });

  it('signs the owner in with the right password and a solved captcha: never a lockout', async () => {
    const response = await context.tryLogin('192.0.2.45', {
      email: 'lea@example.fr',
      password: PASSWORD,
      ...(await context.solvedCaptcha()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access: expect.any(String), access_expiration: expect.any(String) });
    // A captcha serves once.
    const captcha = await context.solvedCaptcha();
    expect((await context.tryLogin('192.0.2.45', { email: 'lea@example.fr', password: PASSWORD, ...captcha })).statusCode).toBe(200);
    expect((await context.tryLogin('192.0.2.45', { email: 'lea@example.fr', password: PASSWORD, ...captcha })).json()).toEqual({
      detail: AUTH_DETAILS.captchaInvalid,
      code: 'captcha_required',
    });
  });

  it('keeps counting wrong passwords sent with a solved captcha, without mailing the staff again', async () => {
    const response = await context.tryLogin('192.0.2.46', {
      email: 'lea@example.fr',
      password: 'encore-faux-2026',
      ...(await context.solvedCaptcha()),
    });
    expect(response.json()).toEqual(BAD_CREDENTIALS);
    await context.settle();
    expect(await context.staffAlerts()).toHaveLength(1);
  });

  it('leaves the other accounts alone', async () => {
    expect((await context.tryLogin(attacker(0), { email: 'marc@example.fr', password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('an unknown e-mail', () => {
  let context: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    context = await setUp({ loginFailuresAccount: { max: 2, timeWindow: RATE_LIMITS.loginFailuresAccount.timeWindow } });
  });
  afterAll(async () => context?.t.close());

  it('is counted and challenged the same way, so the captcha tells nothing about who has an account, and mails nobody', async () => {
    const answers: unknown[] = [];
    for (const index of [0, 1, 2])
      answers.push((await context.tryLogin(attacker(index), { email: 'personne@example.fr', password: PASSWORD })).json());
    expect(answers).toEqual([BAD_CREDENTIALS, BAD_CREDENTIALS, CAPTCHA_REQUIRED]);
    await context.settle();
    expect(await mailsTo(context.t.app, STAFF)).toEqual([]);
  });
});

describe('the staff alert', () => {
  const WINDOW_MS = 2_000;
  let context: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // A short failure window: the threshold is crossed twice within the alert's hour.
    context = await setUp({ loginFailuresAccount: { max: 2, timeWindow: WINDOW_MS } });
    await registerConfirmed(context.t.app, { username: 'paul', email: 'paul@example.fr' });
  });
  afterAll(async () => context?.t.close());

  it('is sent at most once an hour for one account, however often it passes its threshold', async () => {
    const { app } = context.t;
    const [account] = await context.t.database.db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.email, 'paul@example.fr'));
    const services = { db: app.db.db, config: app.config, limits: app.limits, background: app.background };
    for (const round of [1, 2]) {
      const started = Date.now();
      // Two wrong passwords, as the login records them (without spending seconds of argon2 under a short window).
      for (let failure = 0; failure < 2; failure++) await recordLoginFailure(services, 'paul@example.fr', account);
      expect((await context.tryLogin(attacker(2), { email: 'paul@example.fr', password: PASSWORD })).json(), `round ${round}`).toEqual(
        CAPTCHA_REQUIRED,
      );
      await context.settle();
      expect(await context.staffAlerts(), `round ${round}`).toHaveLength(1);
      // The failure window ends: the next round starts without a captcha.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + WINDOW_MS + 100 - Date.now())));
    }
    expect((await context.tryLogin(attacker(3), { email: 'paul@example.fr', password: PASSWORD })).statusCode).toBe(200);
  });
});
