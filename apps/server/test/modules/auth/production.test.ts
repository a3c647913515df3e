// In production: no dev mailbox; the account endpoints are documented in the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../../src/db/schema/index.js';
import { hashPassword } from '../../../src/lib/password.js';
import { sha256Hex } from '../../../src/lib/secure-token.js';
import { PASSWORD } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
import { enableTwoFactor } from '../../testing/two-factor-fixtures.js';
import { PRODUCTION_ENV } from '../../testing/production-env.js';

describe('production build of the account API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(PRODUCTION_ENV);
  });
  afterAll(async () => t?.close());

  it('has no dev mailbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mails/' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses the test-mode captcha answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Léa', email: 'lea@example.fr', subject: 'S', message: 'M', captcha_0: 'k', captcha_1: 'PASSED' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ captcha: ['Captcha invalide ou expiré.'] });
  });

  it('shows the API documentation to staff sessions that passed two-step verification only, and as if it did not exist to anyone else', async () => {
    await t.database.db.insert(users).values([
      {
        username: 'docs-staff',
        email: 'docs-staff@example.fr',
        passwordHash: await hashPassword(PASSWORD),
        emailVerified: true,
        isStaff: true,
      },
      { username: 'docs-owner', email: 'docs-owner@example.fr', passwordHash: await hashPassword(PASSWORD), emailVerified: true },
    ]);
    const tokenOf = async (email: string) =>
      (
        (await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: PASSWORD } })).json() as {
          access: string;
        }
      ).access;
    const staff = await tokenOf('docs-staff@example.fr');
    const owner = await tokenOf('docs-owner@example.fr');
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      for (const headers of [{}, { authorization: `Bearer ${owner}` }, { authorization: 'Bearer pas-un-jeton' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.body).not.toContain('/api/auth/login/');
      }
    }
    // Staff without two-step verification are refused like everyone else, until they turn it on.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(
      404,
    );
    const { session } = await enableTwoFactor(t.app, staff);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${session.access}` } });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths as object)).toContain('/api/auth/login/');
    // The back-office's rule: a session that did not pass the second factor (one from before sessions
    // carried the mark, which the migration gives none) is refused, even refreshed.
    await t.database.db
      .update(refreshTokens)
      .set({ twoFactorPassed: false })
      .where(eq(refreshTokens.familyId, await familyOf(session.refresh)));
    const unmarked = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: session.refresh } });
    expect(unmarked.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${unmarked.json().access}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  const familyOf = async (refresh: string) =>
    (
      await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256Hex(refresh)))
    )[0]!.familyId;

  it('documents every account endpoint in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: await staffBearer(t) });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/captcha/',
      '/api/captcha/image/{key}/',
      '/api/auth/registration/',
      '/api/auth/registration/resend-email/',
      '/api/auth/account-confirm-email/',
      '/api/auth/login/',
      '/api/auth/token/refresh/',
      '/api/auth/logout/',
      '/api/auth/password/reset/',
      '/api/auth/password/reset/confirm/',
      '/api/auth/user/',
      '/api/contact/',
      '/api/insee/auth/verify-siren/',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/api/dev/mails/');
  });
});

/** A staff account's bearer header in production (no dev mailbox there: the row is written directly). */
async function staffBearer(t: TestApp): Promise<{ authorization: string }> {
  const email = 'docs-reader@example.fr';
  await t.database.db
    .insert(users)
    .values({ username: 'docs-reader', email, passwordHash: await hashPassword(PASSWORD), emailVerified: true, isStaff: true });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: PASSWORD } });
  const access = (login.json() as { access: string }).access;
  const { session } = await enableTwoFactor(t.app, access);
  return { authorization: `Bearer ${session.access}` };
}
