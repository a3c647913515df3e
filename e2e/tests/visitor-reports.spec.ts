// Visitors' reports (docs/visitor-reports.md, "The screens") at 375 px: a visitor standing at a listing
// (a bakery nobody has claimed: decision 019) opens its page from the list in one tap, reports
// « Non, plus de pain », and finds « Signalé par un visiteur » on the listing's card. The limits (the
// journeys' server multiplies them), the distance and the position kept nowhere are proven by the API
// tests, the French refusals on the screen by the component tests.
import { signInByApi } from '../support/accounts.js';
import { db, ensureBakery, kmEastOf } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';
import { keepScreenshot } from '../support/screenshots.js';
import { enableTwoFactorByApi, logInWithCode } from '../support/two-factor.js';

// Nîmes: a town no other journey uses, so the list holds this listing near the top.
const NIMES = { lat: 43.8367, lng: 4.3601 };
const NAME = 'Fournil des Arènes (fiche)';
const CLEARED_NAME = 'Fournil de la Maison Carrée (fiche)';
const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/** A listing 80 m from the visitor, open every day 00:00–23:59 so that the journey reads it open whatever the hour. */
async function ensureListing(name: string, kmEast: number): Promise<number> {
  const existing = await db().query<{ id: number }>('SELECT id FROM bakeries WHERE nom = $1', [name]);
  if (existing.rows[0]) return existing.rows[0].id;
  const position = kmEastOf(NIMES, kmEast);
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
    [name, position.latitude, position.longitude, JSON.stringify(week.jours), JSON.stringify(week.horaires)],
  );
  return inserted.rows[0]!.id;
}

test.describe('visitors’ reports', () => {
  test.use({ geolocation: { latitude: NIMES.lat, longitude: NIMES.lng }, permissions: ['geolocation'] });

  test('a visitor reports « plus de pain » on a listing and sees it on its card', async ({ page, context }) => {
    // Two screens, a report and two accessibility checks on a shared 2-core machine.
    test.setTimeout(150_000);
    const id = await ensureListing(NAME, 0.08);
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

  test('staff clear a report, and the card no longer shows it', async ({ page, request, browser }) => {
    test.setTimeout(150_000);
    const id = await ensureListing(CLEARED_NAME, 0.15);
    // The visitor's report, sent as the page sends it (the block itself is the test above's).
    const sent = await request.post(`${baseUrl}/api/boulangeries/${id}/signalements/`, {
      data: { type: 'pain', latitude: NIMES.lat, longitude: NIMES.lng },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.goto('/');
    const card = page
      .getByRole('list', { name: 'Boulangeries à proximité' })
      .getByRole('link', { name: new RegExp(`^${CLEARED_NAME.replace(/[()]/g, '\\$&')}`) });
    await expect(card.getByTestId('visitor-report-line')).toHaveText(/^Signalé par un visiteur/);

    // Staff, in a browser of their own (two-step verification on, as the back-office requires).
    const account = await signUpByApi(request, baseUrl, 'staff-signalements');
    await db().query('UPDATE users SET is_staff = true WHERE id = $1', [account.id]);
    const secret = await enableTwoFactorByApi(request, baseUrl, account);
    const staff = await browser.newContext({
      baseURL: baseUrl,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 375, height: 812 },
    });
    const staffPage = await staff.newPage();
    await logInWithCode(staffPage, account.email, secret);
    await staffPage.goto('/admin/signalements');
    const row = staffPage.getByRole('row').filter({ hasText: CLEARED_NAME });
    await expect(row.getByText('Il reste du pain')).toBeVisible();
    await expectAccessible(staffPage);
    await row.getByRole('button', { name: `Effacer le signalement « Il reste du pain » sur ${CLEARED_NAME}` }).click();
    await staffPage.getByRole('button', { name: 'Oui' }).click();
    await expect(staffPage.getByRole('status').filter({ hasText: 'Signalement effacé.' })).toBeVisible();
    await keepScreenshot(staffPage, 'visitor-report-staff', { fullPage: true });
    await staff.close();

    // The visitor's card follows through the live feed: the line is gone.
    await expect(card.getByTestId('visitor-report-line')).toHaveCount(0);
  });

  test('the owner finds the reports on their bakery’s screen', async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = await ensureBakery({
      nom: 'Boulangerie de la Fontaine (signalements)',
      ...kmEastOf(NIMES, 0.2),
      ville: 'Nîmes',
      code_postal_boulangerie: '30000',
    });
    const owner = await signUpByApi(request, baseUrl, 'proprio-signalements');
    await makeOwnerOf(owner, id);
    const sent = await request.post(`${baseUrl}/api/boulangeries/${id}/signalements/`, {
      data: { type: 'plus_de_pain', latitude: NIMES.lat, longitude: NIMES.lng },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInByApi(page, owner.email, `/boulangeries/${id}`);
    const panel = page.getByRole('region', { name: 'Signalements des visiteurs' });
    await expect(panel.getByRole('list', { name: 'Signalements récents' }).getByRole('listitem')).toHaveText([
      /^Plus de pain(à l’instant|il y a 1 min)/,
    ]);
    await panel.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'visitor-report-owner');
    await expectAccessible(page);
  });
});
