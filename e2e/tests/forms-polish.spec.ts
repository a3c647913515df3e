// Forms and pages polish (docs/back-office.md, "Users and bakeries"; docs/two-factor.md, "Deleting the
// account"): on a phone, a back-office row's one « Actions » menu worked from the keyboard, and an account
// with two-step verification deleted with its code, the page then outside the professional area.
import { TWO_FACTOR_MESSAGES } from '@fournil/shared';
import { db } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { STRONG_PASSWORD } from '../support/accounts.js';
import { signUpByApi } from '../support/pro-api.js';
import { keepScreenshot } from '../support/screenshots.js';
import { enableTwoFactorByApi, logInWithCode, nextCode, signInWithCodeByApi } from '../support/two-factor.js';

test.use({ serviceWorkers: 'block' });

test('a back-office row has one « Actions » menu, opened, moved through and closed from the keyboard at 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const staff = await signUpByApi(request, baseUrl, 'menu-equipe');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [staff.id]);
  const secret = await enableTwoFactorByApi(request, baseUrl, staff);
  const person = await signUpByApi(request, baseUrl, 'menu-ligne');

  await page.setViewportSize({ width: 375, height: 740 });
  await logInWithCode(page, staff.email, secret);
  await page.goto('/admin/utilisateurs');
  await page.getByLabel('Rechercher (e-mail, identifiant, SIREN)').fill(person.email);
  const row = page.locator('tr').filter({ hasText: person.email });
  const menuButton = row.getByRole('button', { name: `Actions pour ${person.email}` });
  await expect(menuButton).toBeVisible();
  // One button in the row, not a stack.
  await expect(row.getByRole('button')).toHaveCount(1);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Enter opens it on the first item; the arrows move; Escape closes it back on the button.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = row.getByRole('menu', { name: `Actions pour ${person.email}` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Suspendre', 'Limites', 'Exporter les données', 'Supprimer']);
  await expect(menu.getByRole('menuitem', { name: 'Suspendre' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Limites' })).toBeFocused();
  await expectAccessible(page);
  await keepScreenshot(page, 'row-menu-375');
  // The open menu stays within the phone's width.
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // ↑ opens it on the last item; Tab closes it.
  await page.keyboard.press('ArrowUp');
  await expect(row.getByRole('menuitem', { name: 'Supprimer' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();

  // An action that asks: the focus lands on « Non », which goes back to the menu; nothing was done.
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(row.getByText(/^Suspendre ce compte \?/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Non' })).toBeFocused();
  await expectAccessible(page);
  await keepScreenshot(page, 'row-menu-question-375');
  await page.keyboard.press('Enter');
  await expect(row.getByText(/^Suspendre ce compte \?/)).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect((await db().query('SELECT suspended_at FROM users WHERE id = $1', [person.id])).rows[0].suspended_at).toBeNull();

  await page.setViewportSize({ width: 1280, height: 900 });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await keepScreenshot(page, 'row-menu-1280');
  await page.keyboard.press('Escape');
});

test('deleting an account with two-step verification asks for the code, then lands outside the professional area', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signUpByApi(request, baseUrl, 'suppression-deux-etapes');
  const secret = await enableTwoFactorByApi(request, baseUrl, owner);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await signInWithCodeByApi(page, owner.email, secret, '/profil');
  await expect(page.locator('.pro-header')).toBeVisible();
  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  const code = deletion.getByLabel('Code de validation en deux étapes');
  await expect(code).toBeVisible();

  // The password alone is refused, the sentence under the code.
  await deletion.getByLabel('Mot de passe').fill(STRONG_PASSWORD);
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(deletion.getByText(TWO_FACTOR_MESSAGES.deletionProofRequired)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await keepScreenshot(page, 'delete-2fa-375', { fullPage: true });

  // A wrong code: its sentence, and the account stays.
  await code.fill('000000');
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(deletion.getByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeVisible();

  await code.fill(await nextCode(secret));
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL(/\/compte-supprime$/);
  await expect(page.getByRole('heading', { name: 'Votre compte a été supprimé' })).toBeFocused();
  // Outside the professional layout: no PRO header, no account menu.
  await expect(page.locator('.pro-header')).toHaveCount(0);
  await expect(page.locator('.pro-layout')).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, 'account-deleted-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'account-deleted-1280');
  expect((await db().query('SELECT deleted_at FROM users WHERE id = $1', [owner.id])).rows[0].deleted_at).not.toBeNull();
});
