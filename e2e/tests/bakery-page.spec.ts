// The bakery page in the order people need it, its actions, and directions when the router is down
// (docs/visitor-screens.md, "Bakery page" and "Directions"). Bakeries of this journey are in Metz.
import { formatKm, haversineKm } from '@fournil/shared';
import type { Locator, Page } from '@playwright/test';
import { ensureBakery } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { ROUTER_DOWN_AT } from '../support/peers.js';

// Wednesday 25 November 2026, 10:00 in Paris.
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const METZ = { lat: 49.12, lng: 6.18 };

const PAGE_BAKERY = {
  nom: 'Metz Pain de la Cathédrale',
  latitude: 49.1197123,
  longitude: 6.1762456,
  adresse_postale: '8 place de Chambre',
  ville: 'Metz',
  code_postal_boulangerie: '57000',
  telephone_boulangerie: '03 87 00 00 01',
  description_courte: 'Levain et farines de Lorraine',
  motduboulanger: 'Mirabelles en tarte tout le week-end.',
  disponibilite_pain: true,
  disponibilite_cafe: true,
  disponibilite_croissant: true,
};
const ROUTER_DOWN_BAKERY = {
  nom: 'Metz Fournil du Pontiffroy',
  latitude: ROUTER_DOWN_AT.lat,
  longitude: ROUTER_DOWN_AT.lng,
  ville: 'Metz',
  code_postal_boulangerie: '57000',
  disponibilite_pain: true,
};

let pageId = 0;
let downId = 0;

test.beforeAll(async () => {
  pageId = await ensureBakery(PAGE_BAKERY);
  downId = await ensureBakery(ROUTER_DOWN_BAKERY);
});

/** The control itself (or something inside it) is what a finger at its centre touches: nothing covers it. */
async function expectNotCovered(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const isOnTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isOnTop, `${await control.textContent()} est recouvert`).toBe(true);
}

async function top(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, `${locator} absent`).not.toBeNull();
  return box!.y + (await page.evaluate(() => window.scrollY));
}

test.describe('bakery page at 375 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
  });

  test('reads name, status, actions, today, then the week, products and map, with no coordinates', async ({ page }) => {
    // axe-core over the whole page took more than the remaining minute on a loaded 2-core machine (2026-11-26).
    test.slow();
    await page.goto(`/boulangerie/${pageId}`);
    const name = page.getByRole('heading', { level: 1, name: PAGE_BAKERY.nom });
    await expect(name).toBeVisible();
    await expect(page.getByTestId('open-badge')).toHaveText('Ouvert · ferme à 20 h');
    await expect(page.getByTestId('today-hours')).toHaveText('De 7 h à 20 h');
    await expect(page.getByTestId('bakery-address')).toHaveText('8 place de Chambre57000 Metz');

    const sections = [
      name,
      page.getByTestId('open-badge'),
      // The products are small chips under the bread line, before the actions.
      page.getByRole('list', { name: 'Produits disponibles' }),
      page.getByRole('group', { name: 'Actions' }),
      page.getByRole('heading', { name: 'Aujourd’hui' }),
      page.getByTestId('today-hours'),
      page.getByTestId('bakery-address'),
      page.getByRole('heading', { name: 'Horaires d’ouverture' }),
      page.getByRole('heading', { name: 'Informations générales' }),
      page.getByRole('heading', { name: 'Localisation' }),
    ];
    const tops: number[] = [];
    for (const section of sections) tops.push(await top(page, section));
    for (let index = 1; index < tops.length; index += 1)
      expect(tops[index], `section ${index} sous la précédente`).toBeGreaterThan(tops[index - 1]!);

    // The three actions, on the first screen of a phone, nothing over them.
    const actions = [
      page.getByRole('link', { name: 'Itinéraire', exact: true }),
      page.getByRole('link', { name: /^Appeler la boulangerie/ }),
      page.getByRole('button', { name: 'Partager' }),
    ];
    for (const action of actions) {
      await expect(action).toBeInViewport({ ratio: 1 });
      await expectNotCovered(action);
    }
    await expect(actions[0]!).toHaveAttribute('href', new RegExp(`^/itineraire\\?lng=6\\.1762456&lat=49\\.1197123&nom=.+&id=${pageId}$`));
    await expect(actions[1]!).toHaveAttribute('href', 'tel:0387000001');

    // No raw coordinates, dotted or with a French comma, anywhere a visitor reads.
    expect(await page.locator('body').innerText()).not.toMatch(/\d+[.,]\d{5,}/);
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  });

  test.describe('where the device cannot share', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('« Partager » copies the page’s link and says « Lien copié »', async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      await page.goto(`/boulangerie/${pageId}`);
      const share = page.getByRole('button', { name: 'Partager' });
      await expectNotCovered(share);
      await share.click();
      await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/boulangerie/${pageId}`);
    });
  });
});

test.describe('directions when the router is down', () => {
  test.use({ geolocation: { latitude: METZ.lat, longitude: METZ.lng }, permissions: ['geolocation'] });

  test('say « Itinéraire momentanément indisponible », give the straight line and three map apps', async ({ page }) => {
    test.slow();
    await page.goto(`/boulangerie/${downId}`);
    await page.getByRole('link', { name: 'Itinéraire', exact: true }).click();
    await expect(page).toHaveURL(/\/itineraire\?/);
    const summary = page.getByTestId('route-summary');
    // The hand-over to the app loads the directions screen's code: slower on a busy machine.
    await expect(summary).toContainText('Itinéraire momentanément indisponible', { timeout: 30_000 });
    await expect(summary).toContainText(`${formatKm(haversineKm(METZ, ROUTER_DOWN_AT))} à vol d'oiseau`);
    await expect(summary).not.toContainText("Ce mode n'est pas disponible");

    const point = `${ROUTER_DOWN_AT.lat.toFixed(6)}%2C${ROUTER_DOWN_AT.lng.toFixed(6)}`;
    const apps = [
      [/^Ouvrir dans Plans/, `https://maps.apple.com/?daddr=${point}`],
      [/^Ouvrir dans Google Maps/, `https://www.google.com/maps/dir/?api=1&destination=${point}`],
      [/^Ouvrir dans Waze/, `https://waze.com/ul?ll=${point}&navigate=yes`],
    ] as const;
    for (const [label, href] of apps) {
      const link = summary.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', new RegExp(`^${href.replace(/[.?]/g, '\\$&')}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expectNotCovered(link);
    }
    // Every mode: the router is down for all of them, none says it has no route.
    for (const mode of ['Voiture', 'Vélo']) {
      await page.getByRole('button', { name: mode }).click();
      await expect(summary).toContainText('Itinéraire momentanément indisponible');
    }
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  });
});
