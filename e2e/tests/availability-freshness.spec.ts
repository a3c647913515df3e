// Fresh availability (docs/availability.md) at 375 px: the home card and the bakery page say when the
// bread flag was last set, and the owner sets the opening defaults. The browser clock is fixed from
// the server's own time of the toggle; the server's reset at opening is proven by the API tests.
import { expect } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, ensureBakery, kmEastOf } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expectAccessible, test } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';

const CLERMONT = { lat: 45.78, lng: 3.08 };
const NAME = 'Clermont Fraîcheur';

/** « 16 h 05 », « 7 h », with the site's no-break spaces: the Paris time of an instant. */
function parisTime(date: Date): string {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .split(':')
    .map(Number) as [number, number];
  return minute === 0 ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
}

test.describe('fresh availability', () => {
  test.use({ geolocation: { latitude: CLERMONT.lat, longitude: CLERMONT.lng }, permissions: ['geolocation'] });

  test('the card and the page say when the bread was set', async ({ page, request }) => {
    // Three screens and two accessibility checks on a shared 2-core machine.
    test.setTimeout(150_000);
    // Open every day 00:00–23:59, so the journey reads an open bakery whatever the real hour.
    const id = await ensureBakery({
      nom: NAME,
      ...kmEastOf(CLERMONT, 0.3),
      ville: 'Clermont-Ferrand',
      code_postal_boulangerie: '63000',
      disponibilite_pain: true,
    });
    await db().query(
      `UPDATE bakeries SET jours_ouvertures = (SELECT jsonb_object_agg(d, true) FROM unnest(ARRAY['lundi','mardi','mercredi','jeudi','vendredi','samedi','dimanche']) AS d),
         horaires_ouvertures = (SELECT jsonb_object_agg(d, jsonb_build_object('ouverture_matin', '00:00', 'fermeture_matin', '23:59', 'ouverture_apm', null, 'fermeture_apm', null))
           FROM unnest(ARRAY['lundi','mardi','mercredi','jeudi','vendredi','samedi','dimanche']) AS d) WHERE id = $1`,
      [id],
    );
    const owner = await signUpByApi(request, baseUrl, 'fraicheur');
    await makeOwnerOf(owner, id);
    const toggled = await request.patch(`${baseUrl}/api/cotepro/ma-boulangerie/${id}/`, {
      headers: { authorization: `Bearer ${owner.access}` },
      data: { disponibilite_pain: true },
    });
    expect(toggled.status(), await toggled.text()).toBe(200);
    const setAt = new Date(((await toggled.json()) as { disponibilites_maj: number[] }).disponibilites_maj[0]! * 1000);

    // Twenty minutes later: « il y a 20 min » on the card and the page.
    await page.clock.setFixedTime(new Date(setAt.getTime() + 20 * 60_000 + 5_000));
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(`^${NAME}`) });
    await expect(card.getByTestId('bread-freshness')).toHaveText('Pain · mis à jour il y a 20 min');

    await page.goto(`/boulangerie/${id}`);
    // One bread line with its age (docs/visitor-screens.md, "Bakery page").
    const breadLine = page.getByTestId('bread-line');
    await expect(breadLine).toHaveText('Pain disponible maintenant · mis à jour il y a 20 min');
    await expect(page.getByText(/prochaines ouvertures/)).toHaveCount(0);

    // Past an hour: the time, « mis à jour à 16 h 05 ».
    await page.clock.setFixedTime(new Date(setAt.getTime() + 61 * 60_000));
    await page.reload();
    await expect(breadLine).toHaveText(new RegExp(`^Pain disponible maintenant · mis à jour (hier )?à ${parisTime(setAt)}$`));
    await expectAccessible(page);
  });

  test('the owner saves the opening defaults, and finds them kept after a reload', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A bakery of its own: the test above, maybe running at the same time in another worker, gives its
    // bakery to another owner.
    const id = await ensureBakery({
      nom: 'Clermont Ouverture Réglée',
      ...kmEastOf(CLERMONT, 0.6),
      ville: 'Clermont-Ferrand',
      code_postal_boulangerie: '63000',
      disponibilite_pain: true,
    });
    await db().query(`UPDATE bakeries SET ouverture_pain = true, ouverture_croissant = false WHERE id = $1`, [id]);
    const owner = await signUpByApi(request, baseUrl, 'fraicheur-defauts');
    await makeOwnerOf(owner, id);
    // Signed in through the login form, as the owner would be (the session lives in a cookie).
    await signInByApi(page, owner.email, `/boulangeries/${id}`);
    const section = page.getByRole('region', { name: 'Disponibilités à l’ouverture' });
    await expect(section.getByRole('checkbox', { name: 'Pain' })).toBeChecked();
    await section.getByRole('checkbox', { name: 'Croissant' }).check();
    await section.getByRole('button', { name: 'Enregistrer les valeurs à l’ouverture' }).click();
    await expect(section.getByText('Disponibilités à l’ouverture enregistrées.')).toBeVisible();
    const [row] = (await db().query<{ ouverture_croissant: boolean }>('SELECT ouverture_croissant FROM bakeries WHERE id = $1', [id])).rows;
    expect(row?.ouverture_croissant).toBe(true);
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Disponibilités à l’ouverture' });
    await expect(reloaded.getByRole('checkbox', { name: 'Croissant' })).toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: 'Pain' })).toBeChecked();
    await expect(reloaded.getByRole('button', { name: 'Enregistrer les valeurs à l’ouverture' })).toBeDisabled();
    await expectAccessible(page);
  });
});
