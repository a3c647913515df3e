// Listings on the public surfaces (docs/open-data.md, "Listings on the public surfaces"):
// a visitor in Aurillac (no other journey uses that town) finds a bakery imported from open data on the list
// and the map, told honestly — « Horaires non renseignés », « Disponibilité non renseignée », a marker of its
// own look — opens its page and sees where its facts come from, with the licences' credits. Axe at 375 px.
import { db } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { showMap } from '../support/map.js';

const AURILLAC = { lat: 44.9264, lng: 2.4397 };
const NOM = 'Aurillac Fournil des Carmes';
// The map is a canvas without text: axe has nothing to say about it.
const MAP_CANVAS = ['.maplibregl-canvas'];

let listingId = 0;

/** A listing as the import writes it: no owner, an empty week whose hours nobody gave, flags never told, two sources. */
async function ensureListing(): Promise<number> {
  const client = await db().connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(4243)');
    const existing = await client.query<{ id: number }>('SELECT id FROM bakeries WHERE nom = $1', [NOM]);
    if (existing.rows[0]) {
      await client.query('COMMIT');
      return existing.rows[0].id;
    }
    const created = await client.query<{ id: number }>(
      `INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
         jours_ouvertures, horaires_ouvertures, horaires_statut, disponibilite_pain_maj, disponibilite_cafe_maj,
         disponibilite_croissant_maj, disponibilite_sandwich_maj, disponibilite_bio_maj)
       VALUES (NULL, $1, '4 rue des Carmes', 'Aurillac', '15000', $2, $3, '{}'::jsonb, '{}'::jsonb, 'non_renseignes',
         NULL, NULL, NULL, NULL, NULL) RETURNING id`,
      [NOM, AURILLAC.lat + 0.002, AURILLAC.lng],
    );
    const id = created.rows[0]!.id;
    await client.query(
      `INSERT INTO bakery_sources (source, source_id, bakery_id, licence, last_seen_at, siret) VALUES
         ('osm', 'node/987654321', $1, 'ODbL-1.0', '2026-11-12T10:00:00Z', NULL),
         ('sirene', '98765432100014', $1, 'Licence-Ouverte-2.0', '2026-11-12T10:00:00Z', '98765432100014')`,
      [id],
    );
    await client.query('COMMIT');
    return id;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

test.beforeAll(async () => {
  listingId = await ensureListing();
});

test.use({
  viewport: { width: 375, height: 812 },
  geolocation: { latitude: AURILLAC.lat, longitude: AURILLAC.lng },
  permissions: ['geolocation'],
});

test('a visitor finds a listing on the list and the map, told honestly, and its page credits its sources', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(`^${NOM}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Horaires non renseignés');
  await expect(card).toContainText('Disponibilité non renseignée');
  await expect(card).not.toContainText('Fermé');
  await expect(card).not.toContainText('Pas de pain');
  await expect(card).toHaveAttribute('data-status', 'blue');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The marker has its own look (neither green, red nor grey) and says the same to assistive technology.
  await showMap(page);
  const marker = page.locator(`button[data-bakery-id="${listingId}"]`);
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('data-status', 'blue');
  await expect(marker).toHaveAttribute('aria-label', `${NOM} — Horaires non renseignés`);
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await page.screenshot({ path: test.info().outputPath('listing-home.png'), fullPage: false });

  // « Ouvertes maintenant » leaves a listing without hours out.
  await page.getByRole('button', { name: /Ouvertes maintenant/ }).click();
  await expect(card).toBeHidden();
  await page.getByRole('button', { name: /Ouvertes maintenant/ }).click();

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/boulangerie/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: NOM })).toBeVisible();
  await expect(page.getByTestId('open-badge')).toHaveText('Horaires non renseignés');
  await expect(page.getByTestId('bread-line')).toHaveText('Disponibilité non renseignée');
  await expect(page.getByTestId('hours-unknown')).toHaveText('Horaires non renseignés');
  const credits = page.getByRole('region', { name: 'Sources des informations' });
  await credits.scrollIntoViewIfNeeded();
  const osm = credits.getByRole('link', { name: "© les contributeurs d'OpenStreetMap" });
  await expect(osm).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await expect(credits).toContainText("© les contributeurs d'OpenStreetMap (ODbL)");
  await expect(credits).toContainText('Insee, base Sirene (Licence Ouverte), mise à jour le 12 novembre 2026');
  // The credit's link takes the keyboard focus.
  await osm.focus();
  await expect(osm).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await page.screenshot({ path: test.info().outputPath('listing-page.png'), fullPage: true });
});
