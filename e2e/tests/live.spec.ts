// The live feed: a change made through another server instance reaches an open home page.
import { ensureBakery, kmEastOf } from '../support/db.js';
import { secondBaseUrl } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';

const TOULOUSE = { lat: 43.6045, lng: 1.4442 };
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');

test.use({ geolocation: { latitude: TOULOUSE.lat, longitude: TOULOUSE.lng }, permissions: ['geolocation'] });

test('a bread flag flipped through the second instance updates the card and the marker without reload', async ({ page, request }) => {
  const id = await ensureBakery({ nom: 'Toulouse En Direct', ...kmEastOf(TOULOUSE, 0.4), disponibilite_pain: false, ville: 'Toulouse', code_postal_boulangerie: '31000' });
  await request.post(`${secondBaseUrl}/api/test-hooks/boulangeries/${id}/disponibilite/`, { data: { disponibilite_pain: false } });
  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto('/');
  const card = page.getByRole('link', { name: /^Toulouse En Direct/ });
  await expect(card).toContainText('Pas de pain');
  await expect(page.getByTestId('live-status')).toContainText('Connecté');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const response = await request.post(`${secondBaseUrl}/api/test-hooks/boulangeries/${id}/disponibilite/`, { data: { disponibilite_pain: true } });
  expect(response.ok()).toBe(true);
  await expect(card).toContainText('Pain disponible', { timeout: 1_000 });
  await expect(page.locator(`button[data-bakery-id="${id}"]`)).toHaveAttribute('data-status', 'green', { timeout: 1_000 });
  // Still the same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
