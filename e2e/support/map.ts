// The home map loads when the visitor points at it, or a few seconds after the list is painted
// (apps/web/src/features/map/components/deferred-bakery-map.tsx): journeys about markers point at it.
import { expect, test, type Page } from '@playwright/test';

/** MapLibre's start-up under CI load (software WebGL beside other journeys) can take 20 s. */
const MAP_START_ALLOWANCE_MS = 30_000;

/**
 * Points at the map and waits for MapLibre's canvas (its start-up takes seconds on a busy machine).
 * The journey gets that start-up's allowance on top of its own timeout.
 */
export async function showMap(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + MAP_START_ALLOWANCE_MS);
  await openHomeMap(page);
  const region = page.getByRole('region', { name: 'Carte des boulangeries' });
  await region.hover();
  await expect(region.locator('canvas')).toBeVisible({ timeout: 20_000 });
}

/** On a phone the home map waits behind « Carte » (docs/visitor-screens.md, "First screen"): opens it when it is closed. */
export async function openHomeMap(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Carte', exact: true });
  // The home has drawn either (a wide window has no toggle, a phone's map region is hidden).
  await expect(toggle.or(page.getByRole('region', { name: 'Carte des boulangeries' })).first()).toBeVisible();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
