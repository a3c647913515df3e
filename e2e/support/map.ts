// The home map loads when the visitor points at it, or a few seconds after the list is painted
// (apps/web/src/features/map/components/deferred-bakery-map.tsx): journeys about markers point at it.
import { expect, type Page } from '@playwright/test';

/** Points at the map and waits for MapLibre's canvas (its start-up takes seconds on a busy machine). */
export async function showMap(page: Page): Promise<void> {
  const region = page.getByRole('region', { name: 'Carte des boulangeries' });
  await region.hover();
  await expect(region.locator('canvas')).toBeVisible({ timeout: 20_000 });
}
