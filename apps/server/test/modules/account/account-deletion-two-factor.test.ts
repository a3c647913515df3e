// Deleting one's own account with two-step verification on (docs/two-factor.md, "Deleting the
// account"): the password alone is refused; a code of the app or a recovery code is asked too, and a
// wrong one counts with the login's wrong codes towards the same lock. The file's clock (Date only) moves.
import { AUTH_DETAILS, TWO_FACTOR_MESSAGES } from '@fournil/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeAt } from '../../../src/modules/two-factor/totp.js';
import { RATE_LIMITS } from '../../../src/plugins/rate-limit/index.js';
import { PASSWORD, bearer } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { signUp, type Account } from '../../testing/manager-fixtures.js';
import { enableTwoFactor, loginWithCode, nextCode, wrongCode, type TwoFactorKeys } from '../../testing/two-factor-fixtures.js';

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  t = await buildTestApp({ APP_URL: 'http://fournil.test' }, { rateLimits: { twoFactorAccount: RATE_LIMITS.twoFactorAccount } });
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

type Person = Account & TwoFactorKeys & { ticket?: string };

let people = 0;
async function personWithTwoFactor(): Promise<Person> {
  const account = await signUp(t.app, `suppression-2fa-${++people}`);
  const keys = await enableTwoFactor(t.app, account.access);
  // Turning it on ended the sessions: the confirmation's session is the one left.
  return { ...account, ...keys, access: keys.session.access };
}

const deleteAccount = (person: Person, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/delete/', headers: bearer(person.access), payload });

/** Still there: the profile answers and the password still opens a login's second step. */
async function expectStillThere(person: Person): Promise<void> {
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(person.access) })).statusCode).toBe(200);
}

async function expectDeleted(person: Person): Promise<void> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: PASSWORD } });
  expect(login.statusCode).toBe(400);
  expect(login.json().two_factor_token).toBeUndefined();
}

describe('POST /api/auth/delete/ with two-step verification on', () => {
  it('refuses the password alone with 400 and asks for a code, in French; the account stays', async () => {
    const person = await personWithTwoFactor();
    for (const payload of [{ password: PASSWORD }, { password: PASSWORD, code: '   ' }]) {
      const refused = await deleteAccount(person, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.deletionProofRequired] });
    }
    expect(TWO_FACTOR_MESSAGES.deletionProofRequired).toBe(
      'Pour supprimer votre compte, saisissez aussi le code de votre application, ou un code de secours si vous ne l’avez plus.',
    );
    await expectStillThere(person);
  });

  it('refuses a wrong code, a wrong recovery code and something that is neither, each with its sentence', async () => {
    const person = await personWithTwoFactor();
    const cases = [
      [wrongCode(person.secret), TWO_FACTOR_MESSAGES.codeWrong],
      ['zzzzz-99999', TWO_FACTOR_MESSAGES.recoveryWrong],
      ['12', TWO_FACTOR_MESSAGES.codeOrRecovery],
    ] as const;
    for (const [code, message] of cases) {
      const refused = await deleteAccount(person, { password: PASSWORD, code });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json()).toEqual({ code: [message] });
    }
    await expectStillThere(person);
  });

  it('checks the password first: a right code with a wrong password deletes nothing and spends nothing', async () => {
    const person = await personWithTwoFactor();
    const code = await nextCode(person.secret);
    const refused = await deleteAccount(person, { password: 'pas-le-bon-mot', code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ password: [AUTH_DETAILS.passwordWrong] });
    expect((await deleteAccount(person, { password: PASSWORD, code })).statusCode).toBe(204);
    await expectDeleted(person);
  });

  it('counts wrong codes with the login’s: nine at the login and one here lock the codes, even the right one, for 15 minutes', async () => {
    const person = await personWithTwoFactor();
    for (let i = 0; i < 9; i++) {
      // A ticket allows five wrong codes: a new one every four.
      if (i % 4 === 0) {
        const first = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: PASSWORD } });
        person.ticket = first.json().two_factor_token;
      }
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/2fa/',
        payload: { two_factor_token: person.ticket, code: wrongCode(person.secret) },
      });
      expect(wrong.statusCode).toBe(400);
    }
    expect((await deleteAccount(person, { password: PASSWORD, code: wrongCode(person.secret) })).statusCode).toBe(400);

    const locked = await deleteAccount(person, { password: PASSWORD, code: codeAt(person.secret, new Date()) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.json().detail).toEqual(expect.any(String));
    await expectStillThere(person);

    // Past the lock the session's access token (15 minutes too) has lapsed: the person logs in again.
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    const later = await loginWithCode(t.app, person.email, person.secret);
    const deleted = await deleteAccount({ ...person, access: later.access }, { password: PASSWORD, code: await nextCode(person.secret) });
    expect(deleted.statusCode).toBe(204);
    await expectDeleted(person);
  });

  it('deletes the account with a current code of the app', async () => {
    const person = await personWithTwoFactor();
    const deleted = await deleteAccount(person, { password: PASSWORD, code: await nextCode(person.secret) });
    expect(deleted.statusCode).toBe(204);
    await expectDeleted(person);
  });

  it('deletes the account with a recovery code, typed without its dash', async () => {
    const person = await personWithTwoFactor();
    const deleted = await deleteAccount(person, { password: PASSWORD, code: person.recoveryCodes[0]!.replace('-', '').toUpperCase() });
    expect(deleted.statusCode).toBe(204);
    await expectDeleted(person);
  });

  it('without two-step verification, the password alone deletes the account (a code sent anyway is not read)', async () => {
    const account = await signUp(t.app, `suppression-sans-2fa`);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete/',
      headers: bearer(account.access),
      payload: { password: PASSWORD, code: '000000' },
    });
    expect(deleted.statusCode).toBe(204);
  });
});
