// A bakery's calendar beyond its week (docs/bakery-management.md, "Closures and special hours"): the
// owner adds a closure and special hours, says what the bakery does on public holidays and deletes
// the closure; the manager closes the bakery for today in one tap and undoes it; the dashboard reminds
// the owner of a public holiday whose rule is not said. Real server, real dates: the server refuses
// past days, so the dates are counted from today in Paris.
import crypto from 'node:crypto';
import { CALENDAR_MESSAGES, parisDay } from '@fournil/shared';
import type { Browser, Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, ensureBakery } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test, watchPageErrors } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';

test.describe.configure({ timeout: 120_000 });

/** The calendar day `days` after today in Paris, 'YYYY-MM-DD'. */
function daysFromToday(days: number): string {
  const [year, month, day] = parisDay(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function newBakery(prefix: string): Promise<{ id: number; nom: string }> {
  const nom = `${prefix} ${crypto.randomBytes(3).toString('hex')}`;
  // Limoges: no other journey looks there (visitor.spec.ts counts the cards around Lyon).
  const id = await ensureBakery({ nom, latitude: 45.8336, longitude: 1.2611, ville: 'Limoges', code_postal_boulangerie: '87000' });
  return { id, nom };
}

async function openContext(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  watchPageErrors(page, errors);
  return page;
}

test('an owner plans a closure and special hours, says the holiday rule and deletes the closure', async ({ page, request }) => {
  const bakery = await newBakery('Fournil du calendrier');
  const owner = await signUpByApi(request, baseUrl, 'calendrier');
  await makeOwnerOf(owner, bakery.id);
  await signInByApi(page, owner.email, `/boulangeries/${bakery.id}`);
  const section = page.getByRole('region', { name: 'Fermetures et horaires exceptionnels' });
  await expect(section.getByText('Aucune fermeture ni horaire exceptionnel à venir.')).toBeVisible();

  // A closure: the browser refuses a last day before the first, then the server takes the right one.
  const closureForm = section.getByRole('form', { name: 'Ajouter une fermeture' });
  const start = daysFromToday(30);
  const end = daysFromToday(35);
  await closureForm.getByLabel('Premier jour').fill(end);
  await closureForm.getByLabel('Dernier jour').fill(start);
  await closureForm.getByRole('button', { name: 'Ajouter la fermeture' }).click();
  await expect(closureForm.getByText(CALENDAR_MESSAGES.endBeforeStart)).toBeVisible();
  await closureForm.getByLabel('Premier jour').fill(start);
  await closureForm.getByLabel('Dernier jour').fill(end);
  await closureForm.getByLabel('Motif (facultatif)').fill('Congés annuels');
  await closureForm.getByRole('button', { name: 'Ajouter la fermeture' }).click();
  await expect(section.getByText('Fermeture ajoutée.')).toBeVisible();
  const closure = section.getByRole('listitem').filter({ hasText: 'Congés annuels' });
  await expect(closure).toContainText('Fermeture exceptionnelle');

  // Special hours for one date, by keyboard: open 8 h – 12 h only.
  const specialForm = section.getByRole('form', { name: 'Horaires exceptionnels d’une journée' });
  await specialForm.getByLabel('Date').fill(daysFromToday(40));
  await specialForm.getByLabel('Ouvert avec des horaires exceptionnels').press('Space');
  await specialForm.getByLabel('Ouverture', { exact: true }).fill('08:00');
  await specialForm.getByLabel('Fermeture', { exact: true }).fill('12:00');
  await specialForm.getByRole('button', { name: 'Enregistrer ces horaires' }).press('Enter');
  await expect(section.getByText('Horaires exceptionnels enregistrés.')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: '8 h – 12 h' })).toBeVisible();

  // The holiday rule, kept by the server.
  const rule = section.getByRole('group', { name: 'Règle des jours fériés' });
  await expect(rule.getByLabel('Pas encore indiqué')).toBeChecked();
  await rule.getByLabel('Fermé les jours fériés').check();
  await section.getByRole('button', { name: 'Enregistrer la règle' }).click();
  await expect(section.getByText('Règle des jours fériés enregistrée.')).toBeVisible();
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  // Nothing wider than the 375 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Fermetures et horaires exceptionnels' });
  await expect(reloaded.getByRole('group', { name: 'Règle des jours fériés' }).getByLabel('Fermé les jours fériés')).toBeChecked();

  // The closure goes only once confirmed.
  await reloaded
    .getByRole('listitem')
    .filter({ hasText: 'Congés annuels' })
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await expect(reloaded.getByRole('button', { name: 'Non' })).toBeFocused();
  await reloaded.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(reloaded.getByText('Fermeture supprimée.')).toBeVisible();
  await expect(reloaded.getByRole('listitem').filter({ hasText: 'Congés annuels' })).toHaveCount(0);
  await expect(reloaded.getByRole('listitem').filter({ hasText: '8 h – 12 h' })).toBeVisible();
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});

test('a manager closes the bakery for today in one tap and undoes it', async ({ request, browser, consoleErrors }) => {
  const bakery = await newBakery('Fournil du gérant');
  const manager = await signUpByApi(request, baseUrl, 'gerant-cal');
  await db().query('UPDATE bakeries SET responsable_id = $1 WHERE id = $2', [manager.id, bakery.id]);

  const managerPage = await openContext(browser, consoleErrors);
  await signInByApi(managerPage, manager.email, '/boulangerie-responsable');
  const card = managerPage.getByRole('article', { name: bakery.nom });
  await card.getByRole('button', { name: `Fermé aujourd’hui : ${bakery.nom}` }).click();
  await expect(card.getByText('Fermé aujourd’hui : la boulangerie apparaît fermée jusqu’à demain.')).toBeVisible();
  await expectAccessible(managerPage);

  // The server kept it: a reloaded page still offers the undo.
  await managerPage.reload();

  await card.getByRole('button', { name: `Annuler la fermeture d’aujourd’hui de ${bakery.nom}` }).click();
  await expect(card.getByText('Fermeture du jour annulée : les horaires prévus s’appliquent de nouveau.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Fermé aujourd’hui : ${bakery.nom}` })).toBeVisible();

  // The same section as the owner's, behind its disclosure.
  await card.getByRole('button', { name: 'Fermetures et horaires exceptionnels' }).click();
  await expect(card.getByText('Aucune fermeture ni horaire exceptionnel à venir.')).toBeVisible();
  await expectAccessible(managerPage);
  // The card and its section fit the 375 px phone (the disclosure's long label used to widen it by 6 px).
  expect(await managerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the dashboard reminds an owner of Christmas for a bakery whose holiday rule is not said, and leads to its section', async ({
  page,
  request,
}) => {
  const bakery = await newBakery('Fournil de Noël');
  const owner = await signUpByApi(request, baseUrl, 'noel');
  await makeOwnerOf(owner, bakery.id);
  // Ten days before Christmas in Paris (the reminder is computed in the browser).
  await page.clock.setFixedTime(new Date('2026-12-15T09:00:00Z'));
  await signInByApi(page, owner.email, '/dashboard');

  const reminder = page.getByText(`Jour férié le 25 décembre (Noël) : indiquez vos horaires pour ${bakery.nom}`);
  await expect(reminder).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('listitem').filter({ has: reminder }).getByRole('link', { name: 'Indiquer les horaires' }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangeries/${bakery.id}#fermetures$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Fermetures et horaires exceptionnels' })).toBeFocused();
});
