// Every bakery on the map, honestly (docs/bakery-management.md, "Position on the map"): a bakery
// created without coordinates is located by the server through the BAN peer and shows on visitors'
// map and on its page's small map; one whose address the geocoder cannot find tells its owner so.
import crypto from 'node:crypto';
import { BAKERY_MESSAGES, encodeBakeryParts } from '@fournil/shared';
import type { APIRequestContext } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { showMap } from '../support/map.js';
import { GEOCODER_PLACES } from '../support/peers.js';
import { signUpByApi, type ApiAccount } from '../support/pro-api.js';

// The BAN peer answers this place for any address naming 'Stanislas', and nothing for an unknown street.
const STANISLAS = GEOCODER_PLACES.find((place) => place.keys.includes('stanislas'))!;
// The map is a canvas without text: axe has nothing to say about it.
const MAP_CANVAS = ['.maplibregl-canvas'];

test.describe.configure({ timeout: 120_000 });

/** A verified owner without a bakery (the SIREN screens have their own journey). */
async function ownerByApi(request: APIRequestContext): Promise<ApiAccount> {
  const account = await signUpByApi(request, baseUrl, 'carte');
  const siren = String(crypto.randomInt(100_000_000, 1_000_000_000));
  await db().query('UPDATE users SET siren = $2, siren_verified = true, siren_verified_at = now(), is_proprietaire = true WHERE id = $1', [
    account.id,
    siren,
  ]);
  return account;
}

/** Creates a bakery through the API with an address and no coordinates. */
async function createWithoutCoordinates(request: APIRequestContext, owner: ApiAccount, nom: string, adresse: string) {
  const response = await request.post(`${baseUrl}/api/cotepro/mes-boulangeries/`, {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: encodeBakeryParts({
      nom,
      adresse_postale: adresse,
      code_postal_boulangerie: '54000',
      ville: 'Nancy',
      disponibilite_pain: true,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; latitude: number | null; longitude: number | null };
}

function uniqueName(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(3).toString('hex')}`;
}

test('a bakery created without coordinates is located from its address and appears on the map and on its page', async ({
  browser,
  request,
}) => {
  const owner = await ownerByApi(request);
  const nom = uniqueName('Fournil Stanislas');
  const bakery = await createWithoutCoordinates(request, owner, nom, '3 place Stanislas');
  expect(bakery).toMatchObject({ latitude: STANISLAS.lat, longitude: STANISLAS.lng });

  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
    geolocation: { latitude: STANISLAS.lat + 0.001, longitude: STANISLAS.lng },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(`^${nom}`) }),
  ).toBeVisible();
  await showMap(page);
  await expect(page.locator(`button[data-bakery-id="${bakery.id}"]`)).toBeVisible();

  // The bakery page's small map loads when its section is scrolled to, with the bakery's pin.
  await page.goto(`/boulangerie/${bakery.id}`);
  const map = page.getByRole('region', { name: 'Carte de la boulangerie' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(map.getByRole('img', { name: nom })).toBeVisible();
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await context.close();
});

test('a bakery whose address cannot be located tells its owner on the list and on its page', async ({ page, request }) => {
  const owner = await ownerByApi(request);
  const nom = uniqueName('Fournil Introuvable');
  const bakery = await createWithoutCoordinates(request, owner, nom, '9 impasse Inconnue');
  expect(bakery).toMatchObject({ latitude: null, longitude: null });

  await page.setViewportSize({ width: 375, height: 812 });
  await signInByApi(page, owner.email, '/boulangeries');
  await expect(page.getByRole('link', { name: new RegExp(`^${nom}`) })).toBeVisible();
  await expect(page.getByText(BAKERY_MESSAGES.notOnMap)).toBeVisible();
  await expectAccessible(page);

  // « Corriger la position » opens the bakery's form, where the location fields are.
  await page.getByRole('link', { name: `${BAKERY_MESSAGES.fixLocation} : ${nom}` }).click();
  await expect(page).toHaveURL(new RegExp(`/boulangeries/${bakery.id}#corriger-position$`));
  await expect(page.getByRole('button', { name: 'Placer l’adresse sur la carte' })).toBeVisible();

  await page.goto(`/boulangeries/${bakery.id}`);
  await expect(page.getByRole('heading', { level: 1, name: nom })).toBeVisible();
  await expect(page.getByText(BAKERY_MESSAGES.notOnMap)).toBeVisible();
  await expect(page.getByRole('button', { name: BAKERY_MESSAGES.fixLocation })).toBeVisible();
  await expectAccessible(page);
});
