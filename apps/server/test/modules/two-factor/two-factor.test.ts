// Two-step verification (docs/two-factor.md): set up from the profile with the password and a code
// of the scanned secret, ten single-use recovery codes, the login's second step (a single-use,
// five-minute ticket, five wrong codes per ticket, a code never accepted twice), turning it off
// (owners only), and the back-office shut to staff without it.
import {
  AUTH_DETAILS,
  RECOVERY_CODE_PATTERN,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_RESTART,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteToStaff } from '../../../src/cli/promote-to-staff.js';
import { auditLog, twoFactorLoginTickets, twoFactorRecoveryCodes, twoFactorSecrets, users } from '../../../src/db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF_RECOVERY_CODES, DEMO_STAFF_TOTP_SECRET } from '../../../src/db/seed/demo.js';
import { codeAt } from '../../../src/modules/two-factor/totp.js';
import { PASSWORD, bearer, mailsTo } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { signUp, type Account } from '../../testing/manager-fixtures.js';
import { enableTwoFactor, loginWithCode, nextCode, wrongCode } from '../../testing/two-factor-fixtures.js';

const RESTART = { detail: TWO_FACTOR_MESSAGES.restart, code: TWO_FACTOR_RESTART };
const CODE_WRONG = { code: [TWO_FACTOR_MESSAGES.codeWrong] };

/** A code of `secret` that no step around now accepts (the code of ten minutes ago). */
const staleCode = (secret: string) => codeAt(secret, new Date(Date.now() - 10 * 60_000));

describe('two-step verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'http://fournil.test' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: Record<string, unknown>, access?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(access ? { headers: bearer(access) } : {}) });
  const status = async (access: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/2fa/', headers: bearer(access) })).json();
  const startLogin = async (email: string) => {
    const response = await post('/api/auth/login/', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    return response;
  };

  describe('setting it up from the profile', () => {
    let owner: Account;
    let secret = '';
    beforeAll(async () => {
      owner = await signUp(t.app, 'mfa-owner');
    });

    it('is off for a new account, and not required of an owner', async () => {
      expect(await status(owner.access)).toEqual({ enabled: false, required: false, recovery_codes_left: 0, enabled_at: null });
    });

    it('shows a secret to scan only after the right password', async () => {
      const wrong = await post('/api/auth/2fa/setup/', { password: 'pas-le-bon' }, owner.access);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ password: ['Mot de passe incorrect.'] });

      const setup = await post('/api/auth/2fa/setup/', { password: PASSWORD }, owner.access);
      expect(setup.statusCode).toBe(200);
      expect(setup.headers['cache-control']).toBe('no-store');
      const body = setup.json();
      expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Fournil:mfa-owner(%40|@)fournil\.test\?/);
      expect(Object.fromEntries(new URL(body.otpauth_url).searchParams)).toMatchObject({
        issuer: 'Fournil',
        secret: body.secret,
        digits: '6',
        period: '30',
        algorithm: 'SHA1',
      });
      expect(body.qr_svg).toMatch(/^<svg[^>]*viewBox/);
      secret = body.secret;
      // Not on before a code confirmed it: the login still opens a session with the password alone.
      expect((await startLogin(owner.email)).json()).toHaveProperty('access');
    });

    it('refuses a wrong code, then turns on with a code of the new secret and gives ten recovery codes once', async () => {
      const wrong = await post('/api/auth/2fa/confirm/', { code: wrongCode(secret) }, owner.access);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(CODE_WRONG);
      const badShape = await post('/api/auth/2fa/confirm/', { code: '12a456' }, owner.access);
      expect(badShape.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.codeFormat] });

      const confirm = await post('/api/auth/2fa/confirm/', { code: await nextCode(secret) }, owner.access);
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().detail).toBe(TWO_FACTOR_MESSAGES.enabled);
      // Every other session ended; this device goes on with the new one (second-factor-session.test.ts).
      owner = { ...owner, access: confirm.json().access };
      const codes: string[] = confirm.json().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

      expect(await status(owner.access)).toMatchObject({
        enabled: true,
        required: false,
        recovery_codes_left: 10,
        enabled_at: expect.any(String),
      });
      const mails = await mailsTo(t.app, owner.email);
      expect(mails.some((mail) => mail.subject.startsWith('Validation en deux étapes') && mail.text.includes('vient d’être activée'))).toBe(
        true,
      );
    });

    it('keeps the secret encrypted and the recovery codes hashed', async () => {
      const [row] = await t.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, owner.id));
      expect(row!.secretEncrypted).toMatch(/^v1\./);
      expect(row!.secretEncrypted).not.toContain(secret);
      const stored = await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.id));
      expect(stored).toHaveLength(10);
      for (const code of stored) expect(code.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('asks for a new QR code when none is waiting', async () => {
      const confirm = await post('/api/auth/2fa/confirm/', { code: '123456' }, owner.access);
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.setupMissing });
    });
  });

  describe('logging in', () => {
    // One account per scenario: a code is accepted once per 30-second step, and each account's
    // fixture may give this step's code and the next one's without waiting.
    let accounts = 0;
    const ownerWithTwoFactor = async () => {
      const account = await signUp(t.app, `mfa-login-${++accounts}`);
      const keys = await enableTwoFactor(t.app, account.access);
      return { ...account, ...keys, access: keys.session.access };
    };

    it('asks for the code after the right password, and then opens a session', async () => {
      const owner = await ownerWithTwoFactor();
      const first = await startLogin(owner.email);
      expect(first.json()).toEqual({
        code: 'two_factor_required',
        detail: TWO_FACTOR_MESSAGES.loginPrompt,
        two_factor_token: expect.any(String),
        two_factor_expiration: expect.any(String),
      });
      expect(first.cookies).toEqual([]);
      const second = await post('/api/auth/login/2fa/', {
        two_factor_token: first.json().two_factor_token,
        code: ` ${await nextCode(owner.secret)} `,
      });
      expect(second.statusCode).toBe(200);
      expect(second.cookies.map((cookie) => cookie.name).sort()).toEqual(['csrftoken', 'fournil_refresh']);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(second.json().access) });
      expect(me.json().email).toBe(owner.email);
      // The ticket served once.
      const again = await post('/api/auth/login/2fa/', { two_factor_token: first.json().two_factor_token, code: '123456' });
      expect(again.json()).toEqual(RESTART);
    });

    it('never accepts the same code twice, even on a new ticket', async () => {
      const owner = await ownerWithTwoFactor();
      const code = await nextCode(owner.secret);
      const session = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        code,
      });
      expect(session.statusCode).toBe(200);
      const replay = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        code,
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual(CODE_WRONG);
      const stale = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        code: staleCode(owner.secret),
      });
      expect(stale.json()).toEqual(CODE_WRONG);
    });

    it('asks for the password again after five wrong codes on one ticket', async () => {
      const owner = await ownerWithTwoFactor();
      const token = (await startLogin(owner.email)).json().two_factor_token;
      for (let i = 1; i <= 4; i++)
        expect((await post('/api/auth/login/2fa/', { two_factor_token: token, code: wrongCode(owner.secret) })).json()).toEqual(CODE_WRONG);
      expect((await post('/api/auth/login/2fa/', { two_factor_token: token, code: wrongCode(owner.secret) })).json()).toEqual(RESTART);
      // Even the right code no longer opens anything with that ticket.
      const right = await post('/api/auth/login/2fa/', { two_factor_token: token, code: await nextCode(owner.secret) });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual(RESTART);
    });

    it('asks for the password again once the ticket is five minutes old, and for an unknown ticket', async () => {
      const owner = await ownerWithTwoFactor();
      const token = (await startLogin(owner.email)).json().two_factor_token;
      await t.database.db
        .update(twoFactorLoginTickets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(twoFactorLoginTickets.userId, owner.id));
      expect((await post('/api/auth/login/2fa/', { two_factor_token: token, code: await nextCode(owner.secret) })).json()).toEqual(RESTART);
      expect((await post('/api/auth/login/2fa/', { two_factor_token: 'inventé', code: '123456' })).json()).toEqual(RESTART);
    });

    it('lets in with a recovery code instead, once per code', async () => {
      const owner = await ownerWithTwoFactor();
      const [first, second] = owner.recoveryCodes;
      // Typed in capitals without the dash: the same code.
      const typed = first!.replace('-', '').toUpperCase();
      const ok = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        recovery_code: typed,
      });
      expect(ok.statusCode).toBe(200);
      const reused = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        recovery_code: first,
      });
      expect(reused.json()).toEqual({ recovery_code: [TWO_FACTOR_MESSAGES.recoveryWrong] });
      expect((await status(owner.access)).recovery_codes_left).toBe(9);

      const both = await post('/api/auth/login/2fa/', { two_factor_token: 'x', code: '123456', recovery_code: second });
      expect(both.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.codeOrRecovery] });
    });

    it('makes the old recovery codes useless when new ones are made', async () => {
      const owner = await ownerWithTwoFactor();
      const wrongPassword = await post('/api/auth/2fa/recovery-codes/', { password: 'faux-mot-de-passe', code: '123456' }, owner.access);
      expect(wrongPassword.json()).toEqual({ password: ['Mot de passe incorrect.'] });
      const renewed = await post('/api/auth/2fa/recovery-codes/', { password: PASSWORD, code: await nextCode(owner.secret) }, owner.access);
      expect(renewed.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.recoveryRenewed, recovery_codes: expect.any(Array) });
      const old = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        recovery_code: owner.recoveryCodes[0],
      });
      expect(old.json()).toEqual({ recovery_code: [TWO_FACTOR_MESSAGES.recoveryWrong] });
      const fresh = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        recovery_code: renewed.json().recovery_codes[0],
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('asks for a code of the app in use, or a recovery code, before showing a new app’s QR code', async () => {
      const owner = await ownerWithTwoFactor();
      const setup = (payload: Record<string, unknown>) => post('/api/auth/2fa/setup/', { password: PASSWORD, ...payload }, owner.access);
      // A stolen password and session are not enough to move the second factor to another phone.
      expect((await setup({})).json()).toEqual({ current_code: [TWO_FACTOR_MESSAGES.currentProofRequired] });
      expect((await setup({ current_code: wrongCode(owner.secret) })).json()).toEqual({ current_code: [TWO_FACTOR_MESSAGES.codeWrong] });
      expect((await setup({ current_code: 'pas un code' })).json()).toEqual({ current_code: [TWO_FACTOR_MESSAGES.codeOrRecovery] });
      expect((await setup({ current_code: 'zzzzz-99999' })).json()).toEqual({ current_code: [TWO_FACTOR_MESSAGES.recoveryWrong] });
      const withAppCode = await setup({ current_code: await nextCode(owner.secret) });
      expect(withAppCode.statusCode).toBe(200);
      expect(withAppCode.json().secret).not.toBe(owner.secret);
    });

    it('moves to a new app (a recovery code standing in for a lost phone): the old one works until a code of the new one confirms it', async () => {
      const owner = await ownerWithTwoFactor();
      const setup = (await post('/api/auth/2fa/setup/', { password: PASSWORD, current_code: owner.recoveryCodes[0] }, owner.access)).json();
      expect((await status(owner.access)).recovery_codes_left).toBe(9);
      expect((await loginWithCode(t.app, owner.email, owner.secret)).access).toBeTruthy();
      const confirm = await post('/api/auth/2fa/confirm/', { code: await nextCode(setup.secret) }, owner.access);
      expect(confirm.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.appChanged, recovery_codes: expect.any(Array) });
      // The old app's code of the next step: never used on the new secret, refused because it is the old app's.
      const oldApp = codeAt(owner.secret, new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000));
      const refused = await post('/api/auth/login/2fa/', {
        two_factor_token: (await startLogin(owner.email)).json().two_factor_token,
        code: oldApp,
      });
      expect(refused.json()).toEqual(CODE_WRONG);
      expect((await loginWithCode(t.app, owner.email, setup.secret)).access).toBeTruthy();
    });

    it('is turned off by its owner with the password and a code; the password alone then signs in', async () => {
      const owner = await ownerWithTwoFactor();
      const wrong = await post('/api/auth/2fa/disable/', { password: PASSWORD, code: wrongCode(owner.secret) }, owner.access);
      expect(wrong.json()).toEqual(CODE_WRONG);
      const off = await post('/api/auth/2fa/disable/', { password: PASSWORD, code: await nextCode(owner.secret) }, owner.access);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.disabled });
      expect(await status(owner.access)).toEqual({ enabled: false, required: false, recovery_codes_left: 0, enabled_at: null });
      expect((await startLogin(owner.email)).json()).toHaveProperty('access');
      expect((await mailsTo(t.app, owner.email)).some((mail) => mail.text.includes('vient d’être désactivée'))).toBe(true);
      const again = await post('/api/auth/2fa/disable/', { password: PASSWORD, code: '123456' }, owner.access);
      expect(again.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.notEnabled });
    });

    it('refuses a ticket whose account was suspended after the password', async () => {
      const owner = await ownerWithTwoFactor();
      const token = (await startLogin(owner.email)).json().two_factor_token;
      await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
      const refused = await post('/api/auth/login/2fa/', { two_factor_token: token, code: await nextCode(owner.secret) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: AUTH_DETAILS.accountSuspended });
    });

    it('refuses every call of the section without a session', async () => {
      for (const url of ['/api/auth/2fa/setup/', '/api/auth/2fa/confirm/', '/api/auth/2fa/recovery-codes/', '/api/auth/2fa/disable/']) {
        expect((await post(url, { password: PASSWORD, code: '123456' })).statusCode).toBe(401);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa/' })).statusCode).toBe(401);
    });
  });

  describe('staff', () => {
    let staff: Account;
    beforeAll(async () => {
      staff = await signUp(t.app, 'mfa-staff');
      const outcome = await promoteToStaff(t.database.db, staff.email);
      expect(outcome.ok).toBe(true);
    });

    it('keeps the back-office shut, with the way to open it, until two-step verification is on', async () => {
      expect((await status(staff.access)).required).toBe(true);
      const shut = await t.app.inject({ method: 'GET', url: '/api/admin/users/', headers: bearer(staff.access) });
      expect(shut.statusCode).toBe(403);
      expect(shut.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.setupRequired, code: TWO_FACTOR_SETUP_REQUIRED });

      const keys = await enableTwoFactor(t.app, staff.access);
      staff = { ...staff, access: keys.session.access };
      const open = await t.app.inject({ method: 'GET', url: '/api/admin/users/', headers: bearer(staff.access) });
      expect(open.statusCode).toBe(200);
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorEmail, staff.email));
      expect(entries.map((entry) => entry.action)).toContain('two_factor_setup');

      const off = await post('/api/auth/2fa/disable/', { password: PASSWORD, code: await nextCode(keys.secret) }, staff.access);
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.staffCannotDisable });
      expect((await status(staff.access)).enabled).toBe(true);
    });
  });

  // The account-wide count of wrong codes and its growing locks: wrong-codes.test.ts.

  describe('the demo', () => {
    let demo: TestApp;
    beforeAll(async () => {
      demo = await buildTestApp({ SEED_DEMO: '1' });
    });
    afterAll(async () => demo?.close());

    it('lets the demo staff into the back-office with the README password and a code of the published secret', async () => {
      const session = await loginWithCode(demo.app, DEMO_ACCOUNTS.staff.email, DEMO_STAFF_TOTP_SECRET, DEMO_PASSWORD);
      const userList = await demo.app.inject({ method: 'GET', url: '/api/admin/users/', headers: bearer(session.access) });
      expect(userList.statusCode).toBe(200);
      // The demo owner signs in with the password alone.
      const owner = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: DEMO_ACCOUNTS.owner.email, password: DEMO_PASSWORD },
      });
      expect(owner.json()).toHaveProperty('access');
    });

    it('gives the demo staff its ten published recovery codes', async () => {
      const session = await loginWithCode(demo.app, DEMO_ACCOUNTS.staff.email, DEMO_STAFF_TOTP_SECRET, DEMO_PASSWORD);
      expect(
        (await demo.app.inject({ method: 'GET', url: '/api/auth/2fa/', headers: bearer(session.access) })).json().recovery_codes_left,
      ).toBe(10);
      const first = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: DEMO_ACCOUNTS.staff.email, password: DEMO_PASSWORD },
      });
      const withRecovery = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login/2fa/',
        payload: { two_factor_token: first.json().two_factor_token, recovery_code: DEMO_STAFF_RECOVERY_CODES[0] },
      });
      expect(withRecovery.statusCode).toBe(200);
    });
  });
});
