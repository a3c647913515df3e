// Two-step verification (docs/two-factor.md): an owner turns it on from the profile on a phone
// (password, QR code and key, a code, ten recovery codes shown once), signs in again with a code and
// with a recovery code; a staff account without it finds the back-office shut, with the way to open it.
import { TOKEN_STORAGE_KEY, TWO_FACTOR_MESSAGES } from '@fournil/shared';
import type { Browser, Page } from '@playwright/test';
import { STRONG_PASSWORD, logIn } from '../support/accounts.js';
import { db } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { signUpByApi } from '../support/pro-api.js';
import { enableTwoFactorByApi, nextCode, signInWithCodeByApi } from '../support/two-factor.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

/** Another browser, signed out, 375 px wide. */
async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 740 },
  });
  return context.newPage();
}

/** The login's first step, with the right password. */
async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('an owner turns it on from the profile, then signs in with a code and with a recovery code', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const owner = await signUpByApi(request, baseUrl, 'deux-etapes');
  await logIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profil#validation-en-deux-etapes');
  const section = page.locator('#validation-en-deux-etapes');
  await expect(section.getByRole('heading', { name: 'Validation en deux étapes' })).toBeVisible();
  await section.getByRole('button', { name: 'Activer la validation en deux étapes' }).click();

  // Step 1: the password again (a wrong one is named under the field).
  const password = section.getByLabel('Mot de passe', { exact: true });
  await password.fill('pas-le-bon-mot-de-passe');
  await section.getByRole('button', { name: 'Continuer' }).click();
  await expect(section.getByText('Mot de passe incorrect.')).toBeVisible();
  await password.fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Continuer' }).click();

  // Step 2: the QR code as an image, and the key to type by hand.
  await expect(section.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })).toBeVisible();
  const secret = ((await section.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  const code = section.getByLabel('Code à 6 chiffres');
  await code.fill('000000');
  await section.getByRole('button', { name: 'Activer' }).click();
  await expect(section.getByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeVisible();
  await code.fill(await nextCode(secret));
  await section.getByRole('button', { name: 'Activer' }).click();

  // Step 3: ten recovery codes, once; « Terminer » waits for the box to be ticked.
  const codes = section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
  expect(recoveryCode).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  const finish = section.getByRole('button', { name: 'Terminer' });
  await expect(finish).toBeDisabled();
  await section.getByLabel('J’ai mis ces codes en lieu sûr').check();
  await finish.click();
  await expect(section.getByText(/^Activée depuis le \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(section.getByText('10 codes de secours restants')).toBeVisible();
  await expectAccessible(page);

  // Signing in again, on another phone: the code after the password; a wrong one is said so under the field.
  const phone = await newPhone(browser);
  await passwordStep(phone, owner.email);
  await expect(phone.getByText(TWO_FACTOR_MESSAGES.loginPrompt)).toBeVisible();
  await expect(phone.getByLabel('Code à 6 chiffres')).toBeFocused();
  await expectAccessible(phone);
  await phone.getByLabel('Code à 6 chiffres').fill('000000');
  await phone.getByRole('button', { name: 'Valider' }).click();
  await expect(phone.getByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeVisible();
  await phone.getByLabel('Code à 6 chiffres').fill(await nextCode(secret));
  await phone.getByRole('button', { name: 'Valider' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);

  // Without the phone's app: a recovery code, typed in capitals without its dash.
  const borrowed = await newPhone(browser);
  await passwordStep(borrowed, owner.email);
  await borrowed.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await borrowed.getByLabel('Code de secours').fill(recoveryCode.replace('-', '').toUpperCase());
  await borrowed.getByRole('button', { name: 'Valider' }).click();
  await expect(borrowed).toHaveURL(/\/dashboard$/);
  await borrowed.goto('/profil#validation-en-deux-etapes');
  await expect(borrowed.getByText('9 codes de secours restants')).toBeVisible();
  await phone.context().close();
  await borrowed.context().close();
});

test('a staff account without it finds the back-office shut, with a way to the profile section', async ({ page, request }) => {
  const staff = await signUpByApi(request, baseUrl, 'equipe-sans-2fa');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [staff.id]);
  await logIn(page, staff.email);
  // Staff land in the back-office after the login: shut.
  await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes requise' })).toBeVisible();
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes requise' })).toBeVisible();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Activer la validation en deux étapes' }).click();
  await expect(page).toHaveURL(/\/profil#validation-en-deux-etapes$/);
  const section = page.locator('#validation-en-deux-etapes');
  await expect(section.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Activer la validation en deux étapes' })).toBeInViewport();
});

test('a staff session that did not pass the code (one opened before the deploy) reads « Reconnexion requise » and signs out', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const staff = await signUpByApi(request, baseUrl, 'equipe-reconnexion');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [staff.id]);
  const secret = await enableTwoFactorByApi(request, baseUrl, staff);
  await page.goto('/');
  await signInWithCodeByApi(page, staff.email, secret, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  // A session the deploy found open is unmarked: its next access token (after a refresh) says no code.
  await db().query('UPDATE refresh_tokens SET two_factor_passed = false WHERE user_id = $1', [staff.id]);
  await page.evaluate((key) => window.localStorage.setItem(key, 'expire.par.test'), TOKEN_STORAGE_KEY);
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Reconnexion requise' })).toBeVisible();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.loginRequired)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fpages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
});
