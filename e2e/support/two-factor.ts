// Two-step verification in journeys (docs/two-factor.md): turned on through the real API, with this
// file playing the authenticator app. A code passes once per 30-second step, so `nextCode` moves to
// the next step after each one it gives (waiting when even that is out of the accepted window).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TOKEN_STORAGE_KEY } from '@fournil/shared';
import { STRONG_PASSWORD } from './accounts.js';

const PERIOD_MS = 30_000;
const lastStepGiven = new Map<string, number>();

export async function nextCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current, (lastStepGiven.get(secret) ?? -1) + 1);
    if (step <= current + 1) {
      lastStepGiven.set(secret, step);
      return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/**
 * Turns it on for the account of `access` as the profile does; the secret is the app's key. Every
 * other session of the account ends (a browser signed in to it too: `signInWithCodeByApi` again);
 * `account.access` becomes the token of the new session, which passed the second factor.
 */
export async function enableTwoFactorByApi(request: APIRequestContext, baseUrl: string, account: { access: string }): Promise<string> {
  const headers = { authorization: `Bearer ${account.access}` };
  const setup = await request.post(`${baseUrl}/api/auth/2fa/setup/`, { headers, data: { password: STRONG_PASSWORD } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await request.post(`${baseUrl}/api/auth/2fa/confirm/`, { headers, data: { code: await nextCode(secret) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  account.access = ((await confirm.json()) as { access: string }).access;
  return secret;
}

/**
 * The page's browser signs in with the password and a code, as signInByApi does with the password
 * alone (the refresh cookie in the page's request context, the token in storage), then opens `path`.
 * The page must already be on the app (its storage is written in place).
 */
export async function signInWithCodeByApi(
  page: Page,
  email: string,
  secret: string,
  path: string,
  password = STRONG_PASSWORD,
): Promise<void> {
  const first = await page.request.post('/api/auth/login/', { data: { email, password } });
  expect(first.status(), await first.text()).toBe(200);
  const { two_factor_token } = (await first.json()) as { two_factor_token: string };
  const second = await page.request.post('/api/auth/login/2fa/', { data: { two_factor_token, code: await nextCode(secret) } });
  expect(second.status(), await second.text()).toBe(200);
  const { access } = (await second.json()) as { access: string };
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, access] as const);
  await page.goto(path);
}

/** The login screen's two steps: e-mail and password, then « Code à 6 chiffres ». */
export async function logInWithCode(page: Page, email: string, secret: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel('Code à 6 chiffres').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
