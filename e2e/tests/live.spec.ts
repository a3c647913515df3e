// The live feed: an owner's change made through another server instance reaches an open home page.
import { ensureBakery, kmEastOf } from '../support/db.js';
import { secondBaseUrl } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';
import { showMap } from '../support/map.js';

const TOULOUSE = { lat: 43.6045, lng: 1.4442 };
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');

test.use({ geolocation: { latitude: TOULOUSE.lat, longitude: TOULOUSE.lng }, permissions: ['geolocation'] });

test('a bread flag the owner flips through the second instance updates the card and the marker without reload', async ({
  page,
  request,
}) => {
  const id = await ensureBakery({
    nom: 'Toulouse En Direct',
    ...kmEastOf(TOULOUSE, 0.4),
    disponibilite_pain: false,
    ville: 'Toulouse',
    code_postal_boulangerie: '31000',
  });
  const owner = await signUpByApi(request, secondBaseUrl, 'toulouse');
  await makeOwnerOf(owner, id);
  const setBread = (disponibilite_pain: boolean) =>
    request.patch(`${secondBaseUrl}/api/cotepro/ma-boulangerie/${id}/`, {
      headers: { authorization: `Bearer ${owner.access}` },
      data: { disponibilite_pain },
    });
  expect((await setBread(false)).status()).toBe(200);

  await page.clock.setFixedTime(WEDNESDAY_10H);
  await page.goto('/');
  const card = page.getByRole('link', { name: /^Toulouse En Direct/ });
  await expect(card).toContainText('Pas de pain');
  await expect(page.getByTestId('live-status')).toContainText('Connecté');
  await showMap(page);
  await expect(page.locator(`button[data-bakery-id="${id}"]`)).toHaveAttribute('data-status', 'red');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  // The change must come over the socket: from here on the page asks the API for no bakery at all.
  const bakeryReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/boulangeries')) bakeryReads.push(request.url());
  });

  const response = await setBread(true);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ id, disponibilite_pain: true, proprietaire: { id: owner.id } });
  // No bound on how fast (timing is the benchmarks' business; under CI's load the hop through
  // PostgreSQL's NOTIFY once took over a second): what matters is that it comes without a request.
  await expect(card).toContainText('Pain disponible');
  await expect(page.locator(`button[data-bakery-id="${id}"]`)).toHaveAttribute('data-status', 'green');
  expect(bakeryReads).toEqual([]);
  // Still the same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
