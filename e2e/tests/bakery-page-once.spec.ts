// The bakery page says each thing once (docs/visitor-screens.md, "Bakery page"), at 375 px. Bakeries in Cognac.
import { ensureBakery, kmEastOf, weekHours } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';

// Wednesday 25 November 2026, 10:00 and 14:00 in Paris.
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const WEDNESDAY_14H = new Date('2026-11-25T13:00:00Z');
const COGNAC = { lat: 45.6958, lng: -0.3287 };

const BAKERY = {
  nom: 'Cognac Le Fournil des Chais',
  ...kmEastOf(COGNAC, 0.2),
  ville: 'Cognac',
  code_postal_boulangerie: '16100',
  adresse_postale: '3 rue des Chais',
  disponibilite_pain: true,
  disponibilite_cafe: true,
  disponibilite_croissant: true,
  disponibilite_bio: true,
  week: weekHours({ ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' }),
};
let id = 0;

test.beforeAll(async () => {
  id = await ensureBakery(BAKERY);
});

test('open: one status chip, one bread line, the products as small chips, « Bio » a label, no empty section', async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto(`/boulangerie/${id}`);
  const status = page.getByTestId('bakery-status');
  await expect(status.locator('.badge')).toHaveCount(1);
  await expect(status.locator('.badge')).toHaveText('Ouvert · ferme à 13 h');
  // The time never breaks: no-break spaces inside it.
  expect(await status.locator('.badge').textContent()).toBe('Ouvert · ferme à 13\u00a0h');
  await expect(page.getByTestId('bread-line')).toHaveCount(1);
  await expect(page.getByTestId('bread-line')).toHaveText(/^Pain disponible maintenant/);
  await expect(page.getByRole('list', { name: 'Produits disponibles' }).getByRole('listitem')).toHaveText(['café', 'viennoiseries']);
  await expect(page.locator('.bakery-hero__label')).toHaveText('Bio');
  await expect(page.getByRole('heading', { name: 'Produits' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Informations générales' })).toHaveCount(0);
  await expect(page.getByText('Non renseigné.')).toHaveCount(0);
  await keepScreenshot(page, 'bakery-open-375');
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});

test('closed: the chip says when it opens, once', async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_14H);
  await page.goto(`/boulangerie/${id}`);
  const status = page.getByTestId('bakery-status');
  await expect(status.locator('.badge')).toHaveText('Fermé · ouvre à 15 h 30');
  await expect(page.getByTestId('bread-line')).toHaveCount(0);
  await expect(status).not.toContainText('Ouvre à');
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the same single chip and bread line', async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
    await page.goto(`/boulangerie/${id}`);
    await expect(page.getByTestId('bakery-status').locator('.badge')).toHaveCount(1);
    await expect(page.getByTestId('bread-line')).toHaveCount(1);
    await keepScreenshot(page, 'bakery-open-1280');
  });
});
