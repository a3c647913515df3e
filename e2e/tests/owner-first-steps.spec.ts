// An owner always has a next step (docs/bakery-management.md, "The owner's first steps" and "The
// owner's dashboard"): a new owner follows « Vos premiers pas » — SIREN, first bakery, a closure, a
// manager invited — each step ticking on the dashboard until the list goes; the dashboard's bread
// switch changes the public page in one tap; the invited manager registers with the invited address,
// locked, and is spoken to as a manager. At 375 px with axe. Bakeries here are in Vouvray.
import crypto from 'node:crypto';
import { parisDay } from '@fournil/shared';
import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, linkFromMail, registerByApi, signInByApi, uniqueIdentity } from '../support/accounts.js';
import { expect as baseExpect, expectAccessible, test } from '../support/fixtures.js';
import { freshBakerySiren } from '../support/peers.js';
import { keepScreenshot } from '../support/screenshots.js';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 240_000 });

// Screens of the pro area on a busy 2-core machine: longer waits, not timing checks.
const expect = baseExpect.configure({ timeout: 45_000 });

function daysFromToday(days: number): string {
  const [year, month, day] = parisDay(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Vos premiers pas' });
const step = (page: Page, title: string) => checklist(page).getByRole('listitem').filter({ hasText: title });

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

async function bothWidths(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, `${name}-375`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, `${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test('a new owner follows the first steps, flips the bread from the dashboard, and the invited manager registers with the locked address', async ({
  page,
  browser,
}) => {
  const owner = uniqueIdentity('premierspas');
  const managerEmail = `responsable.${crypto.randomBytes(4).toString('hex')}@boulangers.test`;
  const name = `Le Fournil de Vouvray ${crypto.randomBytes(2).toString('hex')}`;
  const rest = name.slice('Le '.length);
  await registerByApi(page.request, owner);
  await signInByApi(page, owner.email, '/dashboard');

  // Nothing done: four steps, the first one a link; the tile says « Mon profil ».
  await expect(checklist(page).getByText('0 étape sur 4')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link', { name: 'Mon profil' })).toHaveAttribute(
    'href',
    '/profil',
  );
  await expectAccessible(page);
  await bothWidths(page, 'first-steps-empty');

  // 1. The SIREN: the company name INSEE gives is shown on the profile.
  await checklist(page).getByRole('link', { name: 'Vérifiez votre SIREN' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await page.getByLabel('SIREN').fill(freshBakerySiren());
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('SIREN validé comme boulangerie (INSEE)')).toBeVisible();
  await expect(page.getByText('Raison sociale (INSEE)')).toBeVisible();
  await expect(page.getByText('BOULANGERIE DE PASSAGE')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'first-steps-profile-company-375', { fullPage: true });

  // 2. The first bakery, then the links to its public page and its closures.
  await openDashboard(page);
  await expect(step(page, 'Vérifiez votre SIREN')).toContainText('Fait');
  await checklist(page).getByRole('link', { name: 'Créez votre première boulangerie' }).click();
  await expect(page).toHaveURL(/\/boulangeries$/);
  await page.getByRole('button', { name: 'Nouvelle boulangerie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle boulangerie' });
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue Rabelais');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('37210');
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Vouvray');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: /^Journée continue/ }).click();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Créer la boulangerie' }).click();
  await expect(page.getByText('Boulangerie créée avec succès !')).toBeVisible();
  const next = page.getByRole('navigation', { name: `Et maintenant, pour ${name}` });
  const publicLink = next.getByRole('link', { name: 'Voir sa page publique' });
  await expect(publicLink).toHaveAttribute('href', /^\/boulangerie\/\d+/);
  const bakeryId = Number(/\/boulangerie\/(\d+)/.exec((await publicLink.getAttribute('href'))!)![1]);
  await expect(next.getByRole('link', { name: 'Indiquer ses fermetures exceptionnelles' })).toHaveAttribute(
    'href',
    `/boulangeries/${bakeryId}#fermetures`,
  );
  await expectAccessible(page);
  await bothWidths(page, 'first-steps-created');

  // The dashboard's bread switch: one tap, and the public page says the bread is there.
  await openDashboard(page);
  await expect(step(page, 'Créez votre première boulangerie')).toContainText('Fait');
  await expect(checklist(page).getByText('2 étapes sur 4')).toBeVisible();
  const bread = page.getByRole('group', { name: `Pain disponible du ${rest}` }).getByRole('switch', { name: 'Pain' });
  await expect(bread).toHaveAttribute('aria-checked', 'false');
  await bread.click();
  await expect(bread).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await bothWidths(page, 'first-steps-bread');
  await page.goto(`/boulangerie/${bakeryId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Open, the page's one bread line says it with its age (« Pain disponible maintenant · mis à jour à
  // l’instant »). Closed (a run before 7 h), it promises no bread: the chip says when the shop opens
  // (docs/availability.md). Either way, never « Pain non disponible ».
  await expect(page.getByText(/^(Fermé · ouvre |Pain disponible maintenant( · |$))/).first()).toBeVisible();
  if (
    await page
      .getByText(/^Fermé · ouvre /)
      .first()
      .isVisible()
  ) {
    await expect(page.getByText(/^Pain disponible/)).toHaveCount(0);
  } else {
    await expect(page.getByText(/^Pain disponible maintenant( · |$)/).first()).toBeVisible();
  }
  await expect(page.getByText('Pain non disponible')).toHaveCount(0);

  // 3. A closure, from the step's link.
  await openDashboard(page);
  await checklist(page).getByRole('link', { name: 'Indiquez vos fermetures exceptionnelles' }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangeries/${bakeryId}#fermetures$`));
  const closureForm = page.getByRole('form', { name: 'Ajouter une fermeture' });
  await closureForm.getByLabel('Premier jour').fill(daysFromToday(40));
  await closureForm.getByLabel('Dernier jour').fill(daysFromToday(42));
  await closureForm.getByRole('button', { name: 'Ajouter la fermeture' }).click();
  await expect(page.getByText('Fermeture ajoutée.')).toBeVisible();

  // 4. A manager, from the step's link.
  await openDashboard(page);
  await expect(step(page, 'Indiquez vos fermetures exceptionnelles')).toContainText('Fait');
  await checklist(page).getByRole('link', { name: 'Invitez un responsable' }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangeries/${bakeryId}#responsable$`));
  await page.getByLabel('Inviter un responsable par e-mail').fill(managerEmail);
  await page.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(page.getByText(`Invitation envoyée à ${managerEmail}.`)).toBeVisible();

  // Every step done: the list is gone, the bread switch stays.
  await openDashboard(page);
  await expect(page.getByRole('group', { name: `Pain disponible du ${rest}` })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await bothWidths(page, 'first-steps-done');

  // The invited manager: the invitation's « Créer un compte » fills the address in and locks it.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR', serviceWorkers: 'block' });
  const manager = await context.newPage();
  await manager.goto(await linkFromMail(managerEmail, /\/invite\/accepter\//));
  await expect(manager.getByText(`du ${rest}`)).toBeVisible();
  await manager.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(manager).toHaveURL(/\/register\?/);
  await expect(manager.getByText(`Créez votre compte pour devenir responsable du ${rest} sur Fournil.`)).toBeVisible();
  const email = manager.getByLabel('Email');
  await expect(email).toHaveValue(managerEmail);
  await expect(email).toHaveAttribute('readonly', '');
  await expectAccessible(manager);
  await bothWidths(manager, 'first-steps-invited-register');
  await manager.getByLabel("Nom d'utilisateur").fill(`resp${crypto.randomBytes(3).toString('hex')}`);
  await manager.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await manager.getByLabel('Confirmation du mot de passe').fill(STRONG_PASSWORD);
  await manager.getByLabel('Code du captcha').fill('PASSED');
  await manager.getByRole('button', { name: "S'inscrire" }).click();
  await expect(manager.getByText('Un email de confirmation a été envoyé.')).toBeVisible();
  await expect(manager.getByText(/vous pourrez accepter l’invitation à devenir responsable du/)).toBeVisible();

  // The confirmation speaks to a manager, and the login leads back to the invitation.
  await manager.goto(await linkFromMail(managerEmail, /\/email-confirmation\//));
  await expect(
    manager.getByText(`Votre compte est prêt. Connectez-vous pour accepter l’invitation à devenir responsable du ${rest}.`),
  ).toBeVisible();
  await expectAccessible(manager);
  await keepScreenshot(manager, 'first-steps-invited-confirmed-375', { fullPage: true });
  await manager.getByRole('link', { name: 'Se connecter' }).click();
  await manager.getByLabel('Email').fill(managerEmail);
  await manager.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await manager.getByRole('button', { name: 'Se connecter' }).click();
  await expect(manager).toHaveURL(/\/invite\/accepter\//);
  await manager.getByRole('button', { name: "Accepter l'invitation" }).click();
  await expect(manager.getByText(`Vous êtes maintenant responsable du ${rest}.`)).toBeVisible();
  await context.close();
});
