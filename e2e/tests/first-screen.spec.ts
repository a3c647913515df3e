// The phone's first screen: bakeries before anything else (docs/visitor-screens.md, "Home", "First screen").
import type { Locator } from '@playwright/test';
import { ensureBakery, kmEastOf, weekHours } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { openHomeMap, showMap } from '../support/map.js';
import { keepScreenshot } from '../support/screenshots.js';

// Wednesday 25 November 2026, 10:00 in Paris.
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const LA_ROCHELLE = { lat: 46.1603, lng: -1.1511 };
const TOWN = { ville: 'La Rochelle', code_postal_boulangerie: '17000' };

// Demo-like data: names, addresses, descriptions and varied stock, as the seeded demo has them.
const FIXTURES = [
  { nom: 'Rochelle Le Pain du Vieux-Port', km: 0.2, adresse_postale: '4 quai Duperré', disponibilite_pain: true, disponibilite_cafe: true },
  { nom: 'Rochelle Fournil des Minimes', km: 0.5, adresse_postale: '18 avenue des Minimes', disponibilite_pain: false },
  { nom: 'Rochelle Maison Gabut', km: 0.8, adresse_postale: '2 rue du Gabut', disponibilite_pain: true, disponibilite_bio: true },
  { nom: 'Rochelle Au Levain Rochelais', km: 1.1, adresse_postale: '31 rue du Palais', disponibilite_pain: true, closedOnWednesday: true },
  { nom: 'Rochelle La Mie de Tasdon', km: 1.6, adresse_postale: '9 rue de Tasdon', disponibilite_pain: true },
];

test.use({ geolocation: { latitude: LA_ROCHELLE.lat, longitude: LA_ROCHELLE.lng }, permissions: ['geolocation'] });

test.beforeAll(async () => {
  for (const fixture of FIXTURES) {
    await ensureBakery({
      ...TOWN,
      ...kmEastOf(LA_ROCHELLE, fixture.km),
      nom: fixture.nom,
      adresse_postale: fixture.adresse_postale,
      description_courte: 'Pains au levain et viennoiseries maison',
      disponibilite_pain: fixture.disponibilite_pain,
      disponibilite_cafe: fixture.disponibilite_cafe ?? false,
      disponibilite_bio: fixture.disponibilite_bio ?? false,
      week: weekHours(
        { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:30', fermeture_apm: '19:30' },
        fixture.closedOnWednesday ? ['mercredi'] : [],
      ),
    });
  }
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_10H);
});

test('at 375×812 the first two cards are named within the first screen', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link');
  await expect(cards).toHaveCount(5);
  for (const index of [0, 1]) {
    await expect(cards.nth(index).getByRole('heading', { name: FIXTURES[index]!.nom })).toBeInViewport({ ratio: 1 });
  }
  await keepScreenshot(page, 'home-375');
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});

test('« Carte » opens the map, which shows every bakery of the list and fits again after a filter', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Carte', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Carte des boulangeries' })).toBeHidden();
  await showMap(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const frame = page.locator('.bakery-map__frame');
  const markers = page.locator('.bakery-map button[data-bakery-id]');
  await expect(markers).toHaveCount(5);
  await expectMarkersInside(frame, markers);
  await keepScreenshot(page, 'home-map-375');

  // « Avec pain » keeps three bakeries (one has none, one is closed on Wednesdays): the map fits them.
  await page.getByRole('button', { name: /^Avec pain/ }).click();
  await expect(markers).toHaveCount(3);
  await expectMarkersInside(frame, markers);
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});

test('a map whose style cannot load says « Carte indisponible » instead of spinning', async ({ page }) => {
  await page.route('**/map-style.json', (route) => route.abort());
  await page.goto('/');
  await openHomeMap(page);
  const region = page.getByRole('region', { name: 'Carte des boulangeries' });
  await region.hover();
  await expect(region.getByRole('status')).toHaveText(/Carte indisponible/, { timeout: 30_000 });
  await expect(region.getByText('Chargement de la carte…')).toHaveCount(0);
  // The list stays.
  await expect(page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link')).toHaveCount(5);
  await keepScreenshot(page, 'home-map-unavailable-375');
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the map is beside the list from the start, without « Carte »', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Carte', exact: true })).toHaveCount(0);
    await showMap(page);
    await expectMarkersInside(page.locator('.bakery-map__frame'), page.locator('.bakery-map button[data-bakery-id]'));
    await keepScreenshot(page, 'home-1280');
  });
});

/** Every marker's box lies within the map's frame: the map fitted the list. */
async function expectMarkersInside(frame: Locator, markers: Locator): Promise<void> {
  await expect(async () => {
    const box = (await frame.boundingBox())!;
    for (const marker of await markers.all()) {
      const pin = (await marker.boundingBox())!;
      expect(pin.x).toBeGreaterThanOrEqual(box.x);
      expect(pin.y).toBeGreaterThanOrEqual(box.y);
      expect(pin.x + pin.width).toBeLessThanOrEqual(box.x + box.width);
      expect(pin.y + pin.height).toBeLessThanOrEqual(box.y + box.height);
    }
  }).toPass();
}
