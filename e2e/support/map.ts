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
  const region = page.getByRole('region', { name: 'Carte des boulangeries' });
  await region.hover();
  await expect(region.locator('canvas')).toBeVisible({ timeout: 20_000 });
}
