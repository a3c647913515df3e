// Two-step verification in journeys (docs/two-factor.md): turned on through the real API, with this
// file playing the authenticator app. A code passes once per 30-second step, so `nextCode` moves to
// the next step after each one it gives (waiting when even that is out of the accepted window).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
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

/** Turns it on for the account of `access` as the profile does; the secret is the app's key. */
export async function enableTwoFactorByApi(request: APIRequestContext, baseUrl: string, account: { access: string }): Promise<string> {
  const headers = { authorization: `Bearer ${account.access}` };
  const setup = await request.post(`${baseUrl}/api/auth/2fa/setup/`, { headers, data: { password: STRONG_PASSWORD } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await request.post(`${baseUrl}/api/auth/2fa/confirm/`, { headers, data: { code: await nextCode(secret) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return secret;
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
