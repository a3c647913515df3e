// « Doublons à vérifier » (docs/open-data.md, "The staff's review queue"): staff open the queue, see both listings
// side by side at 375 px (axe-clean), merge them after the confirmation, and the absorbed listing's page now leads
// to the kept one. And the map's corner credits OpenStreetMap on the home map (docs/open-data.md, "The open-data page").
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { db, weekHours } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { showMap } from '../support/map.js';
import { signUpByApi } from '../support/pro-api.js';
import { keepScreenshot } from '../support/screenshots.js';
import { enableTwoFactorByApi, logInWithCode } from '../support/two-factor.js';

test.describe.configure({ timeout: 120_000 });

async function staffAccount(request: APIRequestContext) {
  const account = await signUpByApi(request, baseUrl, 'doublons');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [account.id]);
  return { ...account, secret: await enableTwoFactorByApi(request, baseUrl, account) };
}

// A town no other journey puts bakeries in: the journeys share one database, and a listing near another
// journey's centre would be one card too many on its list.
const BESANCON = { lat: 47.238, lng: 6.0243 };

/** A listing as the import writes it: no owner, flags never told, one OpenStreetMap record. */
async function insertListing(nom: string, adresse: string, latitude: number, longitude: number, createdAt: Date): Promise<number> {
  const week = weekHours({ ouverture_matin: '07:00', fermeture_matin: '19:30' });
  const result = await db().query<{ id: number }>(
    `INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
       jours_ouvertures, horaires_ouvertures, disponibilite_pain_maj, disponibilite_cafe_maj, disponibilite_croissant_maj,
       disponibilite_sandwich_maj, disponibilite_bio_maj, created_at)
     VALUES (NULL, $1, $2, 'Besançon', '25000', $3, $4, $5, $6, NULL, NULL, NULL, NULL, NULL, $7) RETURNING id`,
    [nom, adresse, latitude, longitude, JSON.stringify(week.jours), JSON.stringify(week.horaires), createdAt],
  );
  const id = result.rows[0]!.id;
  await db().query(`INSERT INTO bakery_sources (source, source_id, bakery_id, licence) VALUES ('osm', $1, $2, 'ODbL-1.0')`, [
    `node/${crypto.randomInt(1, 2 ** 31)}`,
    id,
  ]);
  return id;
}

test('staff merge two listings from « Doublons à vérifier »; the absorbed listing’s page leads to the kept one', async ({
  page,
  request,
}) => {
  const marker = crypto.randomBytes(3).toString('hex');
  const older = await insertListing(
    `Au Fournil du Doubs ${marker}`,
    '3 place du Huit-Septembre',
    BESANCON.lat,
    BESANCON.lng,
    new Date(Date.now() - 86_400_000),
  );
  const newer = await insertListing(`Chez Marius ${marker}`, '7 rue des Granges', BESANCON.lat + 0.0003, BESANCON.lng + 0.0004, new Date());
  await db().query(
    `INSERT INTO listing_duplicate_candidates (bakery_id, other_bakery_id, distance_m, reason) VALUES ($1, $2, 42, 'near_different_name')`,
    [older, newer],
  );
  const staff = await staffAccount(request);
  await logInWithCode(page, staff.email, staff.secret);
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto(`/admin/doublons?q=${marker}`);
  await expect(page.getByRole('heading', { name: 'Doublons à vérifier', level: 2 })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Au Fournil du Doubs ${marker} / Chez Marius ${marker}` }) });
  await expect(item.getByText('42 m')).toBeVisible();
  await expect(item.getByRole('article', { name: `Fiche A : Au Fournil du Doubs ${marker}` })).toBeVisible();
  await expect(item.getByRole('article', { name: `Fiche B : Chez Marius ${marker}` })).toContainText('7 rue des Granges');
  await expect(item.getByRole('img', { name: 'Plan : A et B à 42 m l’une de l’autre' })).toBeVisible();
  // Stacked at 375 px: B under A, not beside it.
  const [boxA, boxB] = [await item.getByRole('article').first().boundingBox(), await item.getByRole('article').nth(1).boundingBox()];
  expect(boxB!.y).toBeGreaterThan(boxA!.y + boxA!.height - 1);
  await expectAccessible(page);
  await keepScreenshot(page, 'duplicates-375', { fullPage: true });

  // « Fusionner » asks first; the keyboard lands on « Non ».
  await item.getByRole('button', { name: 'Fusionner' }).click();
  await expect(item.getByText(`« Au Fournil du Doubs ${marker} » est gardée`)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Non' })).toBeFocused();
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fiches fusionnées.' })).toBeVisible();
  await expect(page.getByText(`Aucun résultat pour « ${marker} ».`)).toBeVisible();

  // In the resolved tab, as merged.
  await page.getByRole('button', { name: 'Traités' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `Chez Marius ${marker}` })
      .getByText('Fusionnées'),
  ).toBeVisible();

  const merged = await db().query<{ merged_into_id: number | null; hidden: boolean }>(
    'SELECT merged_into_id, hidden_at IS NOT NULL AS hidden FROM bakeries WHERE id = $1',
    [newer],
  );
  expect(merged.rows[0]).toEqual({ merged_into_id: older, hidden: true });
  await page.goto(`/boulangerie/${newer}`);
  await expect(page).toHaveURL(new RegExp(`/boulangerie/${older}$`));
  await expect(page.getByRole('heading', { name: `Au Fournil du Doubs ${marker}`, level: 1 })).toBeVisible();
});

test('the home map credits OpenStreetMap in its corner, with a link to its copyright page, at 375 px', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
    geolocation: { latitude: BESANCON.lat, longitude: BESANCON.lng },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await showMap(page);
  const credit = page.getByRole('link', { name: "© les contributeurs d'OpenStreetMap" });
  // Compact on a phone: the « i » opens it (a <summary>, so the keyboard opens it too).
  if (!(await credit.isVisible())) {
    await page.locator('.maplibregl-ctrl-attrib-button').focus();
    await page.keyboard.press('Enter');
  }
  await expect(credit).toBeVisible();
  await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await keepScreenshot(page, 'map-attribution-375');
  await context.close();
});

test('the home footer leads to « Données ouvertes », a page the server writes whole, axe-clean at 375 px', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Informations légales' }).getByRole('link', { name: 'Données ouvertes' }).click();
  await expect(page).toHaveURL(/\/donnees-ouvertes$/);
  await expect(page.getByRole('heading', { name: 'Données ouvertes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: "© les contributeurs d'OpenStreetMap" })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(page.getByRole('link', { name: 'Télécharger les boulangeries au format GeoJSON' })).toHaveAttribute(
    'href',
    '/donnees-ouvertes/boulangeries.geojson',
  );
  await expectAccessible(page);
  await keepScreenshot(page, 'open-data-375', { fullPage: true });
});
