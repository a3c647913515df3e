// Found by search engines and good to share (docs/public-pages.md): a visitor arrives on a town page
// from a search result, opens a bakery from it, goes back up through the bakery page's breadcrumb,
// and shares the bakery. The town page is written whole by the server and works without the app's
// code. Bakeries of this journey are in Lunéville (no other journey uses that town), listed by name.
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
  const response = await page.goto('/ville/luneville-54300');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Boulangeries à Lunéville (54300) | Fournil');
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangeries à Lunéville (54300)' })).toBeVisible();
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

  const missing = await page.goto('/ville/luneville-54999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404 - Page non trouvée').first()).toBeVisible();
});
