// Places where they are, with the address service down (docs/bakery-management.md, "Approximate
// positions"; docs/third-party-services.md, "Base Adresse Nationale"): a street address typed on the
// home page is never read as a homonym town, the suggestions say addresses are unavailable, and a
// bakery the gazetteer could only place at a centre stays off the map until its owner places the pin.
// The BAN peer is down for the streets this journey names (GEOCODER_DOWN_FOR); the server then skips
// the BAN for a while, so the journey talks to the second instance only.
import crypto from 'node:crypto';
import { BAKERY_MESSAGES, encodeBakeryParts, GEO_MESSAGES } from '@fournil/shared';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db } from '../support/db.js';
import { secondBaseUrl } from '../support/environment.js';
import { expect, expectAccessible, test, watchPageErrors } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';
import { signUpByApi, type ApiAccount } from '../support/pro-api.js';

/** Where the shop really is, 8 rue des Lilas in Paris 19e, as its owner types it. */
const SHOP = { lat: 48.8775, lng: 2.3981 };
// The map is a canvas without text: axe has nothing to say about it.
const MAP_CANVAS = ['.maplibregl-canvas'];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function ownerByApi(request: APIRequestContext): Promise<ApiAccount> {
  const account = await signUpByApi(request, secondBaseUrl, 'lilas');
  const siren = String(crypto.randomInt(100_000_000, 1_000_000_000));
  await db().query('UPDATE users SET siren = $2, siren_verified = true, siren_verified_at = now(), is_proprietaire = true WHERE id = $1', [
    account.id,
    siren,
  ]);
  return account;
}

async function phone(browser: Browser, errors: string[], at?: { lat: number; lng: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: secondBaseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
    ...(at ? { geolocation: { latitude: at.lat, longitude: at.lng }, permissions: ['geolocation'] } : {}),
  });
  context.on('page', (page) => watchPageErrors(page, errors));
  return context;
}

/**
 * The runs' map style is the first instance's (MAP_STYLE_URL): from the second one the browser cannot
 * read it, so the maps here have no tiles and fall back to the bundled blank style, which is what this
 * journey wants to show works. That one refusal is expected.
 */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/map-style\.json.*CORS|CORS.*map-style\.json/.test(error));
}

test('a street typed while the address service is down asks for the postcode, never a homonym town', async ({ browser }) => {
  const errors: string[] = [];
  const context = await phone(browser, errors);
  const page = await context.newPage();
  await page.goto('/');
  const field = page.getByLabel('Rechercher une adresse ou une ville');
  await field.fill('12 rue de la Roquette');
  // The suggestions come from the towns alone, and say so.
  await expect(page.getByText(GEO_MESSAGES.addressesUnavailable, { exact: true })).toBeVisible();
  await keepScreenshot(page, 'adresses-indisponibles-375');
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: GEO_MESSAGES.addressServiceDown })).toBeVisible();
  // Not La Roquette (27700), 87 km away: the list stays where it was.
  await expect(page.getByText(/La Roquette/)).toHaveCount(0);
  await keepScreenshot(page, 'service-adresses-indisponible-375');
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'service-adresses-indisponible-1280');
  await context.close();
  expect(unexpected(errors)).toEqual([]);
});

test('a bakery placed at a centre waits off the map for its owner’s pin, then appears where the owner put it', async ({
  browser,
  request,
}) => {
  const owner = await ownerByApi(request);
  const nom = `Fournil des Lilas ${crypto.randomBytes(3).toString('hex')}`;
  const created = await request.post(`${secondBaseUrl}/api/cotepro/mes-boulangeries/`, {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: encodeBakeryParts({
      nom,
      adresse_postale: '8 rue des Lilas',
      code_postal_boulangerie: '75019',
      ville: 'Paris',
      disponibilite_pain: true,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const bakery = (await created.json()) as { id: number; latitude: number; longitude: number; position_approximative: boolean };
  expect(bakery.position_approximative).toBe(true);

  // Visitors do not see it, neither around the centre it was given nor on its own page.
  const nearby = await request.get(`${secondBaseUrl}/api/boulangeries/?lat=${bakery.latitude}&lng=${bakery.longitude}&rayon=2`);
  expect(((await nearby.json()) as { id: number }[]).map((card) => card.id)).not.toContain(bakery.id);
  expect((await request.get(`${secondBaseUrl}/api/boulangeries/${bakery.id}/public/`)).status()).toBe(404);

  const errors: string[] = [];
  const ownerContext = await phone(browser, errors);
  const page = await ownerContext.newPage();
  await signInByApi(page, owner.email, '/boulangeries');
  await expect(page.getByRole('link', { name: new RegExp(`^${nom}`) })).toBeVisible();
  await expect(page.getByText(BAKERY_MESSAGES.positionToConfirm)).toBeVisible();
  await keepScreenshot(page, 'position-a-confirmer-liste-375', { fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'position-a-confirmer-liste-1280');
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByRole('link', { name: `${BAKERY_MESSAGES.placeOnMap} : ${nom}` }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangeries/${bakery.id}#placer-sur-la-carte$`));
  // Whether or not the map shows its streets, the address can be tried again and the coordinates typed.
  await expect(page.getByRole('button', { name: 'Placer l’adresse sur la carte' })).toBeVisible();
  await page.getByText('Saisir les coordonnées').click();
  await page.getByLabel('Latitude').fill(String(SHOP.lat).replace('.', ','));
  await page.getByLabel('Longitude').fill(String(SHOP.lng));
  await page.getByRole('button', { name: BAKERY_MESSAGES.confirmPosition }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'placer-sur-la-carte-375');
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'placer-sur-la-carte-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: BAKERY_MESSAGES.confirmPosition }).click();
  await expect(page.getByText(BAKERY_MESSAGES.positionConfirmed)).toBeVisible();
  await expect(page.getByText(BAKERY_MESSAGES.positionToConfirm)).toHaveCount(0);
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await ownerContext.close();

  // A visitor next door now finds it in the list.
  const visitorContext = await phone(browser, errors, { lat: SHOP.lat + 0.001, lng: SHOP.lng });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(
    visitor.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(`^${nom}`) }),
  ).toBeVisible();
  await visitorContext.close();
  expect(unexpected(errors)).toEqual([]);
});
