// Account helpers for journeys: unique identities, reading mails from the SMTP peer, logging in.
import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
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
