// The home map loads when the visitor points at it, or a few seconds after the list is painted
// (apps/web/src/features/map/components/deferred-bakery-map.tsx): journeys about markers point at it.
import type { Page } from '@playwright/test';

export async function showMap(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Carte des boulangeries' }).hover();
}
