// Visitors' reports (docs/visitor-reports.md, "The screens") at 375 px: a visitor standing at a listing
// (a bakery nobody has claimed: decision 019) opens its page from the list in one tap, reports
// « Non, plus de pain », and finds « Signalé par un visiteur » on the listing's card. The limits (the
// journeys' server multiplies them), the distance and the position kept nowhere are proven by the API
// tests, the French refusals on the screen by the component tests.
import { db, kmEastOf } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';

// Nîmes: a town no other journey uses, so the list holds this listing near the top.
const NIMES = { lat: 43.8367, lng: 4.3601 };
const NAME = 'Fournil des Arènes (fiche)';
const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** A listing 80 m from the visitor, open every day 00:00–23:59 so that the journey reads it open whatever the hour. */
async function ensureListing(): Promise<number> {
  const existing = await db().query<{ id: number }>('SELECT id FROM bakeries WHERE nom = $1', [NAME]);
  if (existing.rows[0]) return existing.rows[0].id;
  const position = kmEastOf(NIMES, 0.08);
  const week = {
    jours: Object.fromEntries(DAYS.map((day) => [day, true])),
    horaires: Object.fromEntries(
      DAYS.map((day) => [day, { ouverture_matin: '00:00', fermeture_matin: '23:59', ouverture_apm: null, fermeture_apm: null }]),
    ),
  };
  const inserted = await db().query<{ id: number }>(
    `INSERT INTO bakeries (proprietaire_id, nom, adresse_postale, ville, code_postal_boulangerie, latitude, longitude,
       jours_ouvertures, horaires_ouvertures, disponibilite_pain_maj, disponibilite_cafe_maj, disponibilite_croissant_maj,
       disponibilite_sandwich_maj, disponibilite_bio_maj)
     VALUES (NULL, $1, '2 boulevard des Arènes', 'Nîmes', '30000', $2, $3, $4, $5, NULL, NULL, NULL, NULL, NULL) RETURNING id`,
    [NAME, position.latitude, position.longitude, JSON.stringify(week.jours), JSON.stringify(week.horaires)],
  );
  return inserted.rows[0]!.id;
}

test.describe('visitors’ reports', () => {
  test.use({ geolocation: { latitude: NIMES.lat, longitude: NIMES.lng }, permissions: ['geolocation'] });

  test('a visitor reports « plus de pain » on a listing and sees it on its card', async ({ page, context }) => {
    // Two screens, a report and two accessibility checks on a shared 2-core machine.
    test.setTimeout(150_000);
    const id = await ensureListing();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: NIMES.lat, longitude: NIMES.lng });

    await page.goto('/');
    const list = page.getByRole('list', { name: 'Boulangeries à proximité' });
    const card = () => list.getByRole('link', { name: new RegExp(`^${NAME.replace(/[()]/g, '\\$&')}`) });
    await expect(card()).toBeVisible();
    await expect(card().getByTestId('visitor-report-line')).toHaveCount(0);

    // One tap from the card to the page, one tap to report.
    await card().click();
    await expect(page).toHaveURL(new RegExp(`/boulangerie/${id}$`));
    const block = page.getByRole('region', { name: 'Il reste du pain ?' });
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Non, plus de pain' }).click();
    await expect(block.getByRole('status')).toHaveText('Merci ! Votre signalement aide les autres visiteurs.');
    // The page takes the new word from the live feed (or its own reload): beside the bread badge.
    await expect(page.getByTestId('visitor-report-line')).toHaveText(/^Signalé par un visiteur (à l’instant|il y a 1 min)$/);
    await keepScreenshot(page, 'visitor-report-page', { fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(card().getByTestId('visitor-report-line')).toHaveText(/^Signalé par un visiteur (à l’instant|il y a 1 min)$/);
    await keepScreenshot(page, 'visitor-report-card');
    await expectAccessible(page);
  });
});
