// Found by search engines and good to share (docs/public-pages.md): a visitor arrives on a town page
// from a search result, opens a bakery from it, goes back up through the bakery page's breadcrumb,
// and shares the bakery. The town page is written whole by the server and works without the app's
// code. Bakeries of this journey are in Nancy, listed by name.
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { ensureBakery } from '../support/db.js';

const NANCY = { ville: 'Nancy', code_postal_boulangerie: '54000' };
const STANISLAS = { nom: 'Nancy Fournil Stanislas', latitude: 48.6936, longitude: 6.1832, adresse_postale: '2 place Stanislas', disponibilite_pain: true, ...NANCY };
const CRAFFE = { nom: 'Nancy Pains de la Craffe', latitude: 48.6989, longitude: 6.1781, adresse_postale: '1 porte de la Craffe', disponibilite_pain: true, ...NANCY };

let stanislasId = 0;

test.beforeAll(async () => {
  stanislasId = await ensureBakery(STANISLAS);
  await ensureBakery(CRAFFE);
});

test.use({ viewport: { width: 375, height: 812 }, permissions: ['clipboard-read', 'clipboard-write'] });

test('a town page lists its bakeries; one opens its page, whose breadcrumb leads back up, and is shared', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const response = await page.goto('/ville/nancy-54000');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Boulangeries à Nancy (54000) | Fournil');
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries à Nancy (54000)' })).toBeVisible();
  const list = page.getByRole('list').filter({ has: page.getByRole('heading', { name: STANISLAS.nom }) });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([STANISLAS.nom, CRAFFE.nom]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // From the town to the bakery: the bakery page, drawn by the app.
  await page.getByRole('link', { name: STANISLAS.nom }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangerie/${stanislasId}$`));
  await expect(page.getByRole('heading', { level: 1, name: STANISLAS.nom })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();

  // The breadcrumb leads back up to the town.
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link', { name: '54000 Nancy' })).toHaveAttribute('href', '/ville/nancy-54000');

  // Share: without the Web Share API the link is copied, and the page says so.
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/boulangerie/${stanislasId}`);

  await breadcrumb.getByRole('link', { name: '54000 Nancy' }).click();
  await expect(page).toHaveURL(/\/ville\/nancy-54000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries à Nancy (54000)' })).toBeVisible();
});

test('the home page’s footer leads to every town, and an unknown town is a 404', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Boulangeries par ville' }).click();
  await expect(page).toHaveURL(/\/villes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries par ville' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nancy (54000)' })).toHaveAttribute('href', '/ville/nancy-54000');
  await expectAccessible(page);

  const missing = await page.goto('/ville/nancy-54999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404 - Page non trouvée').first()).toBeVisible();
});
