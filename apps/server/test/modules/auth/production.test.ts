// In production: no dev mailbox; the account endpoints are documented in the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/helper.js';
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

  it('documents every account endpoint in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
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
