// Found by search engines and good to share (docs/public-pages.md): a visitor arrives on a town page
// from a search result, opens a bakery from it, goes back up through the bakery page's breadcrumb,
// and shares the bakery. The town page is written whole by the server and works without the app's
// code, in the app's shell. Bakeries of this journey are in Lunéville (no other journey uses that town),
// listed by name; the arrondissements are the demo's Paris bakeries.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { ensureBakery } from '../support/db.js';

const LUNEVILLE = { ville: 'Lunéville', code_postal_boulangerie: '54300' };
const STANISLAS = {
  nom: 'Lunéville Fournil du Château',
  latitude: 48.5927,
  longitude: 6.4955,
  adresse_postale: '1 place de la 2e Division de Cavalerie',
  disponibilite_pain: true,
  ...LUNEVILLE,
};
const CRAFFE = {
  nom: 'Lunéville Pains des Bosquets',
  latitude: 48.5905,
  longitude: 6.4935,
  adresse_postale: '3 rue des Bosquets',
  disponibilite_pain: true,
  ...LUNEVILLE,
};

// Two arrondissements of Paris, for the directory's wording; placed by Lunéville, far from the Paris
// searches of the other journeys.
const PARIS = [
  { nom: 'Lunéville Dépôt du Marais', ville: 'Paris', code_postal_boulangerie: '75004', adresse_postale: '2 rue des Rosiers' },
  { nom: 'Lunéville Dépôt de la Roquette', ville: 'Paris', code_postal_boulangerie: '75011', adresse_postale: '5 rue de la Roquette' },
].map((bakery) => ({ ...bakery, latitude: 48.5951, longitude: 6.4982 }));

let stanislasId = 0;

/** The app's shell (docs/public-pages.md, "The app's shell"): the home's header, and the bottom bar over the page's end, not on it. */
async function expectAppShell(page: Page): Promise<void> {
  const header = page.locator('header.site-header');
  await expect(header.getByRole('link', { name: 'Fournil' }).locator('svg.brand__logo')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Infos' })).toHaveAttribute('href', '/page/infos');
  const bar = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(bar.getByRole('link')).toHaveText(['Accueil', 'Nous contacter', 'Accès PRO']);
  await expect(bar.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'true');
  expect(await bar.evaluate((nav) => getComputedStyle(nav).position)).toBe('fixed');
  // Scrolled to the end, the footer's last link stands above the bar.
  const lastLink = page.locator('footer.site-footer a').last();
  await lastLink.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [linkBox, barBox] = await Promise.all([lastLink.boundingBox(), bar.boundingBox()]);
  expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(barBox!.y);
}

test.beforeAll(async () => {
  stanislasId = await ensureBakery(STANISLAS);
  await ensureBakery(CRAFFE);
  for (const bakery of PARIS) await ensureBakery(bakery);
});

test.use({ viewport: { width: 375, height: 812 }, permissions: ['clipboard-read', 'clipboard-write'] });

test('a town page lists its bakeries; one opens its page, whose breadcrumb leads back up, and is shared', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const response = await page.goto('/ville/luneville-54300');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Boulangeries à Lunéville (54300) | Fournil');
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries à Lunéville (54300)' })).toBeVisible();
  const list = page.getByRole('list').filter({ has: page.getByRole('heading', { name: STANISLAS.nom }) });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([STANISLAS.nom, CRAFFE.nom]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Each bakery's status is the app's chip (a badge), bread included: both have bread.
  const stanislas = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: STANISLAS.nom }) });
  await expect(stanislas.locator('.badge')).toHaveText(/^(Pain disponible · ferme|Fermé)/);
  await expectAppShell(page);
  await expectAccessible(page);

  // From the town to the bakery: the bakery page, drawn by the app.
  await page.getByRole('link', { name: STANISLAS.nom }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangerie/${stanislasId}$`));
  await expect(page.getByRole('heading', { level: 1, name: STANISLAS.nom })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();

  // The breadcrumb leads back up to the town.
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link', { name: '54300 Lunéville' })).toHaveAttribute('href', '/ville/luneville-54300');

  // Share: without the Web Share API the link is copied, and the page says so.
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/boulangerie/${stanislasId}`);

  await breadcrumb.getByRole('link', { name: '54300 Lunéville' }).click();
  await expect(page).toHaveURL(/\/ville\/luneville-54300$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries à Lunéville (54300)' })).toBeVisible();
});

test('the home page’s footer leads to every town through its département, and an unknown town is a 404', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Boulangeries par ville' }).click();
  await expect(page).toHaveURL(/\/villes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries par ville' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Meurthe-et-Moselle (54)' }).click();
  await expect(page).toHaveURL(/\/villes\/54$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries par ville : Meurthe-et-Moselle (54)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lunéville (54300)' })).toHaveAttribute('href', '/ville/luneville-54300');
  await expectAccessible(page);

  // Paris's postcodes are arrondissements, not villes, listed under Paris.
  await page.getByRole('link', { name: 'Villes', exact: true }).click();
  await expect(page.getByText(/^\d+ villes? (ont|a) des boulangeries sur Fournil\./)).toBeVisible();
  // Other journeys running at the same time may add bakeries in Paris: the wording is checked, not the counts.
  await expect(page.getByRole('listitem').filter({ hasText: /^Paris \(75\)/ })).toHaveText(
    /^Paris \(75\)\d+ arrondissements, \d+ boulangeries$/,
  );
  await page.getByRole('link', { name: 'Paris (75)' }).click();
  await expect(page).toHaveURL(/\/villes\/75$/);
  await expect(page.getByText(/^\d+ arrondissements et \d+ boulangeries sur Fournil\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Paris — \d+ arrondissements$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paris 4e arrondissement (75004)' })).toHaveAttribute('href', '/ville/paris-75004');
  await expectAppShell(page);
  await expectAccessible(page);

  const missing = await page.goto('/ville/luneville-54999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404 - Page non trouvée').first()).toBeVisible();
});
