// Favourites and filters on the home page (docs/favourites.md, docs/filters.md): hearts
// without an account survive a reload and head the list in « Mes favoris », even beyond the radius;
// at login they go into the account, found again on another browser; the chips filter the list and
// the address, and survive a reload. Around Nantes, away from the other journeys' towns.
import type { Browser, Page } from '@playwright/test';
import { logIn } from '../support/accounts.js';
import { ensureBakery, kmEastOf } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { signUpByApi } from '../support/pro-api.js';

// Wednesday 25 November 2026, 10:00 in Paris: every fixture is open (07:00–20:00 every day).
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const NANTES = { lat: 47.2184, lng: -1.5536 };

const FIXTURES = {
  graslin: {
    nom: 'Nantes Fournil Graslin',
    ...kmEastOf(NANTES, 0.3),
    ville: 'Nantes',
    code_postal_boulangerie: '44000',
    disponibilite_pain: true,
    disponibilite_bio: true,
  },
  bouffay: {
    nom: 'Nantes Pain du Bouffay',
    ...kmEastOf(NANTES, 0.8),
    ville: 'Nantes',
    code_postal_boulangerie: '44000',
    disponibilite_pain: false,
    disponibilite_cafe: true,
  },
  // 15 km away: beyond the 10 km radius, only ever seen in « Mes favoris ».
  loin: {
    nom: 'Nantes Levain de Clisson',
    ...kmEastOf(NANTES, 15),
    ville: 'Clisson',
    code_postal_boulangerie: '44190',
    disponibilite_pain: true,
  },
};
const ids: Partial<Record<keyof typeof FIXTURES, number>> = {};

test.beforeAll(async () => {
  for (const key of Object.keys(FIXTURES) as (keyof typeof FIXTURES)[]) ids[key] = await ensureBakery(FIXTURES[key]);
});

test.use({ geolocation: { latitude: NANTES.lat, longitude: NANTES.lng }, permissions: ['geolocation'] });

const nearbyList = (page: Page) => page.getByRole('list', { name: 'Boulangeries à proximité' });
const favourites = (page: Page) => page.getByRole('region', { name: 'Mes favoris' });

/** Another browser at the same place and time, with nothing stored. */
async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
    geolocation: { latitude: NANTES.lat, longitude: NANTES.lng },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(WEDNESDAY_10H);
  return page;
}

test('favourites without an account survive a reload, head the list, then go into the account at login', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto('/');
  await expect(nearbyList(page)).toContainText(FIXTURES.graslin.nom);
  await expect(favourites(page)).toHaveCount(0);

  // A heart on a card of the list, then one on the page of a bakery far away.
  const heart = page.getByRole('button', { name: `Ajouter aux favoris : ${FIXTURES.graslin.nom}` });
  await heart.click();
  await expect(page.getByRole('button', { name: `Retirer des favoris : ${FIXTURES.graslin.nom}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`/boulangerie/${ids.loin}`);
  await expect(page.getByRole('heading', { level: 1, name: FIXTURES.loin.nom })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');

  // Back home and reloaded: « Mes favoris », most recent first, the far one with its distance and status.
  await page.goto('/');
  await page.reload();
  const section = favourites(page);
  await expect(section.getByRole('list').getByRole('heading')).toHaveText([FIXTURES.loin.nom, FIXTURES.graslin.nom]);
  await expect(section.getByRole('link', { name: new RegExp(`^${FIXTURES.loin.nom}`) })).toContainText('15,00 km');
  await expect(section.getByRole('link', { name: new RegExp(`^${FIXTURES.loin.nom}`) })).toContainText('Pain disponible');
  // The nearby one stays in the nearby list too, its heart filled there as well.
  await expect(nearbyList(page).getByRole('button', { name: `Retirer des favoris : ${FIXTURES.graslin.nom}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });

  // Login: the browser's favourites go into the account.
  const account = await signUpByApi(request, baseUrl, 'favoris');
  const merged = page.waitForResponse(
    (response) => response.url().endsWith('/api/favoris/fusion/') && response.request().method() === 'POST',
  );
  await logIn(page, account.email);
  expect(await (await merged).json()).toEqual({ ids: [ids.loin, ids.graslin] });

  // Another browser, signed in: the same « Mes favoris ».
  const other = await newBrowser(browser);
  await logIn(other, account.email);
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goto('/');
  await expect(favourites(other).getByRole('list').getByRole('heading')).toHaveText([FIXTURES.loin.nom, FIXTURES.graslin.nom]);
  await other.context().close();
});

test('the filters change the list and the address, and survive a reload', async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto('/');
  const list = nearbyList(page);
  await expect(list).toContainText(FIXTURES.bouffay.nom);
  const chips = page.getByRole('group', { name: 'Filtrer les boulangeries' });
  const painChip = chips.getByRole('button', { name: /^Avec pain/ });
  await expect(painChip).toHaveAttribute('aria-pressed', 'false');

  await painChip.click();
  await expect(page).toHaveURL(/\?filtres=pain$/);
  await expect(painChip).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toContainText(FIXTURES.graslin.nom);
  await expect(list).not.toContainText(FIXTURES.bouffay.nom);

  // Café on top of bread: none is both; the empty state offers to remove them.
  await chips.getByRole('button', { name: /^Café/ }).click();
  await expect(page).toHaveURL(/\?filtres=pain,cafe$/);
  await expect(page.getByText('Aucune boulangerie à moins de 2 km ne correspond à vos filtres.')).toBeVisible();
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  await page.getByRole('button', { name: 'Retirer les filtres' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(list).toContainText(FIXTURES.bouffay.nom);

  // Kept by a reload.
  await chips.getByRole('button', { name: /^Café/ }).click();
  await expect(page).toHaveURL(/\?filtres=cafe$/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Filtrer les boulangeries' }).getByRole('button', { name: /^Café/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(nearbyList(page)).toContainText(FIXTURES.bouffay.nom);
  await expect(nearbyList(page)).not.toContainText(FIXTURES.graslin.nom);
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});
