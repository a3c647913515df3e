// The second factor belongs to the session (docs/two-factor.md, "Sessions"): a login with the
// password and a code marks its session, the password alone does not; turning two-step verification
// on ends every other session of the account and keeps the one that turned it on, marked; the
// back-office wants a marked session, not only an account that has the factor; a refresh keeps the
// mark and never adds it.
import { TWO_FACTOR_LOGIN_REQUIRED, TWO_FACTOR_MESSAGES } from '@fournil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteToStaff } from '../../../src/cli/promote-to-staff.js';
import { refreshTokens } from '../../../src/db/schema/index.js';
import { PASSWORD, bearer, cookieValue, login, type Session } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { signUp, type Account } from '../../testing/manager-fixtures.js';
import { enableTwoFactor, loginWithCode } from '../../testing/two-factor-fixtures.js';

const LOGIN_REQUIRED = { detail: TWO_FACTOR_MESSAGES.loginRequired, code: TWO_FACTOR_LOGIN_REQUIRED };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://fournil.test' });
});
afterAll(async () => t?.close());

const get = (url: string, access: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });
const backOffice = (access: string) => get('/api/admin/users/', access);
/** A refresh as an API client does it (`{refresh}` in the body): the new access token and refresh token. */
async function refresh(token: string): Promise<{ statusCode: number; access: string; refresh: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
  return { statusCode: response.statusCode, access: response.json().access, refresh: cookieValue(response, 'fournil_refresh') ?? '' };
}
const hasMark = async (access: string) => (await t.app.tokens.verify(access))?.hasPassedTwoFactor;

async function staffMember(username: string): Promise<Account> {
  const account = await signUp(t.app, username);
  expect((await promoteToStaff(t.database.db, account.email)).ok).toBe(true);
  return account;
}

describe('the second factor in the session', () => {
  it('marks a session opened with the password and a code, keeps the mark on refresh, and never marks the password alone', async () => {
    const owner = await signUp(t.app, 'marque-proprietaire');
    const passwordOnly = await login(t.app, owner.email);
    expect(await hasMark(passwordOnly.access)).toBe(false);
    expect(await hasMark((await refresh(passwordOnly.refresh)).access)).toBe(false);

    const { secret } = await enableTwoFactor(t.app, owner.access);
    const withCode = await loginWithCode(t.app, owner.email, secret);
    expect(await hasMark(withCode.access)).toBe(true);
    const first = await refresh(withCode.refresh);
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    expect(await hasMark(second.access)).toBe(true);
  });

  it('ends a staff session opened with the password alone when the factor is turned on elsewhere, and keeps the one that turned it on', async () => {
    const staff = await staffMember('marque-equipe');
    // The session of the sign-up (a laptop), and another one opened with the password alone (a stolen one).
    const other = await login(t.app, staff.email);
    const { session: turnedOn } = await enableTwoFactor(t.app, staff.access);

    for (const ended of [staff.access, other.access]) expect((await get('/api/auth/user/', ended)).statusCode).toBe(401);
    // Nor can the stolen session come back through a refresh.
    expect((await refresh(other.refresh)).statusCode).toBe(401);

    expect((await backOffice(turnedOn.access)).statusCode).toBe(200);
    const refreshed = await refresh(turnedOn.refresh);
    expect(refreshed.statusCode).toBe(200);
    expect((await backOffice(refreshed.access)).statusCode).toBe(200);
  });

  describe('a staff session that never passed the factor', () => {
    let staff: Account;
    let secret = '';
    /**
     * The migration marks no session: one opened before the rule carries no mark. Made here from a
     * fresh session with a code, the way that migration leaves such a row.
     */
    async function unmarkedSession(): Promise<Session> {
      const session = await loginWithCode(t.app, staff.email, secret);
      await t.database.db.update(refreshTokens).set({ twoFactorPassed: false }).where(eq(refreshTokens.userId, staff.id));
      const refreshed = await refresh(session.refresh);
      return { ...session, access: refreshed.access, refresh: refreshed.refresh };
    }
    beforeAll(async () => {
      staff = await staffMember('marque-ancienne');
      ({ secret } = await enableTwoFactor(t.app, staff.access));
    });

    it('gets 403 on the back-office, however often it refreshes', async () => {
      let token = (await unmarkedSession()).refresh;
      for (let i = 0; i < 3; i++) {
        const refreshed = await refresh(token);
        expect(refreshed.statusCode).toBe(200);
        expect(await hasMark(refreshed.access)).toBe(false);
        const refused = await backOffice(refreshed.access);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(LOGIN_REQUIRED);
        token = refreshed.refresh;
      }
      // The rest of the account works: only the back-office wants the second factor.
      expect((await get('/api/auth/user/', (await refresh(token)).access)).statusCode).toBe(200);
    });

    it('stays unmarked through a password change made in it', async () => {
      const changed = await changePassword((await unmarkedSession()).access);
      expect(changed.statusCode).toBe(200);
      expect(await hasMark(changed.json().access)).toBe(false);
      expect((await backOffice(changed.json().access)).json()).toEqual(LOGIN_REQUIRED);
    });
  });

  it('keeps the mark of a session that passed the factor through a password change made in it', async () => {
    const staff = await staffMember('marque-mot-de-passe');
    const { session } = await enableTwoFactor(t.app, staff.access);
    const changed = await changePassword(session.access);
    expect(changed.statusCode).toBe(200);
    expect((await backOffice(changed.json().access)).statusCode).toBe(200);
  });
});

/** The profile's password change, which ends every session and gives the asking device a new one. */
function changePassword(access: string) {
  const next = 'un-autre-levain-du-soir-7';
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password/change/',
    headers: bearer(access),
    payload: { old_password: PASSWORD, new_password1: next, new_password2: next },
  });
}
