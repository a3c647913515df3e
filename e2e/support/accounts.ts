// Account helpers for journeys: unique identities, reading mails from the SMTP peer, logging in.
import crypto from 'node:crypto';
import { TOKEN_STORAGE_KEY } from '@fournil/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo } from './peers.js';

export const STRONG_PASSWORD = 'Croissant-Chaud-2026';

export function uniqueIdentity(prefix: string): { username: string; email: string } {
  const suffix = crypto.randomBytes(4).toString('hex');
  return { username: `${prefix}${suffix}`, email: `${prefix}.${suffix}@boulangers.test` };
}

/** Waits for the SMTP peer to receive a mail for `email` whose link matches `pattern`; returns the link. */
export async function linkFromMail(email: string, pattern: RegExp, options: { after?: number } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        link = mails
          .slice(options.after ?? 0)
          .flatMap((mail) => mail.links)
          .find((candidate) => pattern.test(candidate));
        return link;
      },
      { timeout: 15_000, message: `a mail to ${email} with a link matching ${pattern}` },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}

export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length;
}

/** Registers through the real screen (test-mode captcha), confirms through the mailed link. */
export async function registerAndConfirm(
  page: Page,
  identity: { username: string; email: string },
  password = STRONG_PASSWORD,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel("Nom d'utilisateur").fill(identity.username);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByLabel('Code du captcha').fill('PASSED');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Un email de confirmation a été envoyé.')).toBeVisible();
  const confirmation = await linkFromMail(identity.email, /\/email-confirmation\//);
  await page.goto(confirmation);
  await expect(page.getByText('Email confirmé avec succès !')).toBeVisible();
}

export async function logIn(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Registers `identity` (test-mode captcha) and confirms it through the mailed link, by the API: for
 * journeys whose subject is not the sign-up screens (accounts.spec.ts and forms.spec.ts walk those).
 */
export async function registerByApi(
  request: APIRequestContext,
  identity: { username: string; email: string },
  { baseUrl = '', password = STRONG_PASSWORD }: { baseUrl?: string; password?: string } = {},
): Promise<void> {
  const registered = await request.post(`${baseUrl}/api/auth/registration/`, {
    data: { ...identity, password1: password, password2: password, captcha_0: 'test', captcha_1: 'PASSED' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const key = (await linkFromMail(identity.email, /\/email-confirmation\//)).split('/').filter(Boolean).pop();
  const confirmed = await request.post(`${baseUrl}/api/auth/account-confirm-email/`, { data: { key } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * Opens a session in the page's browser as the login screen does — the refresh cookie (the page's
 * own request context keeps it) and the access token in storage — then opens `path`. For journeys
 * whose subject is not the login screen (accounts, forms, pro-space, two-factor and account-rights
 * journeys log in through it; docs/testing.md, "What a journey spends its time on").
 */
export async function signInByApi(page: Page, email: string, path: string, password = STRONG_PASSWORD): Promise<void> {
  const login = await page.request.post('/api/auth/login/', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  // Once per tab: a later logout or a new token of the journey's own is not overwritten on reload.
  await page.addInitScript(
    ([key, token]) => {
      if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem(key, token);
    },
    [TOKEN_STORAGE_KEY, access] as const,
  );
  await page.goto(path);
}
