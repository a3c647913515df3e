// Offline (docs/offline.md): the service worker keeps the last nearby list; offline, a reload shows
// it with « Hors ligne · données de … », statuses recomputed from the kept hours, and the controls
// that need the network disabled; back online, the banner goes and the list is fetched again.
import type { Page } from '@playwright/test';
import { ensureBakery, kmEastOf } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';

const NANTES = { lat: 47.2184, lng: -1.5536 };
// Wednesday 25 November 2026 in Paris: 10:00 (the fixtures open 7 h – 20 h), then 21:00 (closed).
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const WEDNESDAY_21H = new Date('2026-11-25T20:00:00Z');

test.use({ geolocation: { latitude: NANTES.lat, longitude: NANTES.lng }, permissions: ['geolocation'] });

/**
 * Waits until the service worker is active, then reloads: the list of the first visit came before
 * the worker, the list of this reload goes through it.
 */
async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('offline, a reload shows the kept list with the offline banner; back online, the list is fetched again', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await ensureBakery({
    nom: 'Nantes Hors Ligne',
    ...kmEastOf(NANTES, 0.4),
    disponibilite_pain: true,
    ville: 'Nantes',
    code_postal_boulangerie: '44000',
  });
  await ensureBakery({
    nom: 'Nantes Second Four',
    ...kmEastOf(NANTES, 1.1),
    disponibilite_pain: false,
    ville: 'Nantes',
    code_postal_boulangerie: '44000',
  });

  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto('/');
  await reloadUnderServiceWorker(page);
  const list = page.getByRole('list', { name: 'Boulangeries à proximité' });
  const card = list.getByRole('link', { name: /^Nantes Hors Ligne/ });
  await expect(card).toContainText('Pain disponible');
  await expect(list.getByRole('link', { name: /^Nantes Second Four/ })).toContainText('Pas de pain');
  // The list this page shows is the one the service worker keeps.
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await (await caches.open('fournil-proximite')).match('/api/boulangeries/?derniere-liste'))?.headers.get('X-Fournil-Recu-Le') ??
          null,
      ),
    )
    .not.toBeNull();

  // In the métro, in the evening: the kept list, its statuses computed for 21 h from the kept hours.
  await context.setOffline(true);
  await page.clock.setFixedTime(WEDNESDAY_21H);
  await page.reload();
  await expect(page.getByText(/^Hors ligne · données d/)).toBeVisible();
  await expect(card).toContainText('Fermé');
  await expect(list.getByRole('link', { name: /^Nantes Second Four/ })).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Voir à 10 km' })).toBeDisabled();
  await expect(page.getByText('recherche et rayon indisponibles')).toBeVisible();
  // The live feed is off, calmly: the banner says why.
  await expect(page.getByTestId('live-status')).toHaveText('Déconnecté');
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });

  // Meanwhile a new bakery opened nearby; back online, the list is asked again and shows it.
  const newcomerName = `Nantes Nouveau Four ${test.info().repeatEachIndex}-${test.info().retry}`;
  const newcomer = list.getByRole('link', { name: new RegExp(`^${newcomerName}`) });
  await ensureBakery({
    nom: newcomerName,
    ...kmEastOf(NANTES, 0.8),
    disponibilite_pain: true,
    ville: 'Nantes',
    code_postal_boulangerie: '44000',
  });
  await expect(newcomer).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText(/^Hors ligne/)).toHaveCount(0);
  await expect(newcomer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voir à 10 km' })).toBeEnabled();
  await expect(page.getByRole('searchbox')).toBeEnabled();
  // Offline, MapLibre (not kept: docs/offline.md) may fail to start its worker, and says so in the
  // console; the page shows « La carte ne peut pas s’afficher… » and the list.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/Worker failed to load/.test(error)));
});

test('offline, a bakery page viewed before opens again from what was kept, its alert button disabled with the reason', async ({
  page,
  context,
}) => {
  const bakeryId = await ensureBakery({
    nom: 'Nantes Page Gardée',
    ...kmEastOf(NANTES, 2.5),
    disponibilite_pain: false,
    ville: 'Nantes',
    code_postal_boulangerie: '44000',
  });
  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto(`/boulangerie/${bakeryId}`);
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nantes Page Gardée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Me prévenir quand il y a du pain' })).toBeEnabled();
  await expect
    .poll(() =>
      page.evaluate(
        async (id) =>
          (await (await caches.open('fournil-boulangeries')).keys()).some((request) =>
            request.url.includes(`/api/boulangeries/${id}/public/`),
          ),
        bakeryId,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nantes Page Gardée' })).toBeVisible();
  await expect(page.getByTestId('bread-line')).toContainText('Pain non disponible');
  // Offline, the page says « Déconnecté » and how old its data is (docs/offline.md).
  await expect(page.getByTestId('live-status')).toHaveText('Déconnecté');
  await expect(page.getByTestId('data-age')).toHaveText(/^données (de|du) /);
  const ask = page.getByRole('button', { name: 'Me prévenir quand il y a du pain' });
  await expect(ask).toBeDisabled();
  await expect(ask).toHaveAccessibleDescription('Indisponible hors ligne');
  await context.setOffline(false);
  await expect(ask).toBeEnabled();
});
