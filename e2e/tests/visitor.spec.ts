// The public visitor: nearby bakeries on the list and the map, the bakery page, directions.
import { formatKm, haversineKm } from '@fournil/shared';
import { ensureBakery, kmEastOf, weekHours } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { showMap } from '../support/map.js';

// Wednesday 25 November 2026, 10:00 in Paris.
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const LYON = { lat: 45.7578, lng: 4.832 };

const FIXTURES = {
  open: {
    nom: 'Lyon Levain Ouvert',
    ...kmEastOf(LYON, 0.3),
    disponibilite_pain: true,
    disponibilite_cafe: true,
    disponibilite_bio: true,
    telephone_boulangerie: '04 78 00 00 01',
    motduboulanger: 'Baguettes tièdes toute la matinée.',
    presentation: 'Une boulangerie de quartier.',
    description_courte: 'Levain naturel',
  },
  noBread: { nom: 'Lyon Plus de Pain', ...kmEastOf(LYON, 0.9), disponibilite_pain: false },
  closed: {
    nom: 'Lyon Fermé le Mercredi',
    ...kmEastOf(LYON, 1.5),
    disponibilite_pain: true,
    week: weekHours({ ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '16:00', fermeture_apm: '19:30' }, ['mercredi']),
  },
  far: { nom: 'Lyon Au Loin', ...kmEastOf(LYON, 5), disponibilite_pain: true },
  veryFar: { nom: 'Lyon Trop Loin', ...kmEastOf(LYON, 15), disponibilite_pain: true },
};
const ids: Record<keyof typeof FIXTURES, number> = { open: 0, noBread: 0, closed: 0, far: 0, veryFar: 0 };

test.beforeAll(async () => {
  for (const key of Object.keys(FIXTURES) as (keyof typeof FIXTURES)[]) ids[key] = await ensureBakery(FIXTURES[key]);
});

test.describe('home around a fixed position', () => {
  test.use({ geolocation: { latitude: LYON.lat, longitude: LYON.lng }, permissions: ['geolocation'] });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
  });

  test('lists the bakeries within 2 km in distance order with their status', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Boulangeries à moins de 2 km' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Boulangeries à proximité' });
    const cards = list.getByRole('link');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Lyon Levain Ouvert');
    await expect(cards.nth(0)).toContainText('Pain disponible');
    await expect(cards.nth(0)).toContainText(formatKm(haversineKm(LYON, { lat: FIXTURES.open.latitude, lng: FIXTURES.open.longitude })));
    await expect(cards.nth(1)).toContainText('Lyon Plus de Pain');
    await expect(cards.nth(1)).toContainText('Pas de pain');
    await expect(cards.nth(2)).toContainText('Lyon Fermé le Mercredi');
    await expect(cards.nth(2)).toContainText('Fermé');
    await expect(list).not.toContainText('Lyon Au Loin');
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  });

  test('colours each marker by its status', async ({ page }) => {
    await page.goto('/');
    await showMap(page);
    await expect(page.locator(`button[data-bakery-id="${ids.open}"]`)).toHaveAttribute('data-status', 'green');
    await expect(page.locator(`button[data-bakery-id="${ids.noBread}"]`)).toHaveAttribute('data-status', 'red');
    await expect(page.locator(`button[data-bakery-id="${ids.closed}"]`)).toHaveAttribute('data-status', 'grey');
  });

  test('the 10 km toggle shows more bakeries, never those beyond', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('button', { name: 'Voir à 10 km' }).click();
    await expect(page.getByRole('heading', { name: 'Boulangeries à moins de 10 km' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Boulangeries à proximité' });
    await expect(list.getByRole('link')).toHaveCount(4);
    await expect(list.getByRole('link').nth(3)).toContainText('Lyon Au Loin');
    await expect(list).not.toContainText('Lyon Trop Loin');
    await page.getByRole('button', { name: 'Voir à 2 km' }).click();
    await expect(list.getByRole('link')).toHaveCount(3);
  });

  test('clicking a marker opens the bakery page', async ({ page }) => {
    await page.goto('/');
    await showMap(page);
    // The marker 0.3 km away, inside the phone's map at its zoom: the one at 0.9 km lies beyond the
    // map's edge (about 270 px from the centre of a 330 px map), where no visitor can click it.
    const marker = page.locator(`button[data-bakery-id="${ids.open}"]`);
    await expect(marker).toBeInViewport();
    await marker.click();
    await expect(page).toHaveURL(new RegExp(`/boulangerie/${ids.open}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lyon Levain Ouvert' })).toBeVisible();
  });

  test('a marker opens the bakery page from the keyboard too', async ({ page }) => {
    await page.goto('/');
    await showMap(page);
    const marker = page.locator(`button[data-bakery-id="${ids.open}"]`);
    await expect(marker).toHaveAttribute('aria-label', /^Lyon Levain Ouvert — Pain disponible/);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/boulangerie/${ids.open}$`));
  });

  test('shows the FAQs meant for the home page below the list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link')).toHaveCount(3);
    // Loaded late (near the viewport or when idle): scrolling to the footer brings it in.
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    const faq = page.getByRole('region', { name: 'Questions fréquentes' });
    const question = faq.getByText('Comment Fournil sait-il s’il reste du pain ?');
    await expect(question).toBeVisible();
    await expect(faq.getByText('Qui peut créer un compte professionnel ?')).toHaveCount(0);
    await question.click();
    await expect(faq.getByText('sans recharger la page')).toBeVisible();
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  });

  test('clicking a card opens the bakery page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Lyon Levain Ouvert/ }).click();
    await expect(page).toHaveURL(new RegExp(`/boulangerie/${ids.open}$`));
  });
});

// Without the fixed clock of the block above: MapLibre's camera moves on the page's real time.
test.describe('the map from the keyboard', () => {
  test.use({ geolocation: { latitude: LYON.lat, longitude: LYON.lng }, permissions: ['geolocation'] });

  test('tabbing to a marker beyond the map’s edge moves the map to show it', async ({ page }) => {
    await page.goto('/');
    await showMap(page);
    const near = page.locator(`button[data-bakery-id="${ids.open}"]`);
    const beyond = page.locator(`button[data-bakery-id="${ids.noBread}"]`);
    // The map fits the list; zoomed in, the 0.9 km marker lies outside the visible frame, clipped.
    await near.focus();
    await expect(async () => {
      await page.getByRole('button', { name: 'Zoomer', exact: true }).click();
      await expect(beyond).not.toBeInViewport({ timeout: 1_000 });
    }).toPass();
    await near.focus();
    await page.keyboard.press('Tab');
    await expect(beyond).toBeFocused();
    await expect(beyond).toBeInViewport({ ratio: 1 });
    // The map moved its camera, not its frame: the frame was never left scrolled.
    expect(await page.locator('.maplibregl-map').evaluate((frame) => [frame.scrollLeft, frame.scrollTop])).toEqual([0, 0]);
  });
});

test.describe('bakery page', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
  });

  test('shows the open bakery with its badges, products, hours and location', async ({ page }) => {
    await page.goto(`/boulangerie/${ids.open}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lyon Levain Ouvert' })).toBeVisible();
    await expect(page.getByText('Levain naturel')).toBeVisible();
    await expect(page.getByTestId('open-badge')).toHaveText('Ouvert · ferme à 20 h');
    await expect(page.getByText('Pain disponible maintenant')).toBeVisible();
    await expect(page.getByText('café', { exact: true })).toBeVisible();
    // « Bio » is a label beside the name, not a product chip.
    await expect(page.locator('.bakery-hero__label')).toHaveText('Bio');
    await expect(page.getByText('bio', { exact: true })).toHaveCount(0);
    await expect(page.getByText('sandwich & salades', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Baguettes tièdes toute la matinée.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Appeler la boulangerie/ })).toHaveAttribute('href', /^tel:/);
    const hours = page.getByRole('table', { name: "Horaires d'ouverture" });
    await expect(hours.locator('tbody tr')).toHaveCount(7);
    await expect(hours.getByRole('row', { name: /Mercredi/ })).toContainText('Ouvert maintenant');
    await expect(hours.getByRole('row', { name: /Mercredi/ })).toContainText('07:00');
    await expect(hours.getByRole('row', { name: /Lundi/ })).toContainText('Ouvert');
    await expect(hours.getByRole('row', { name: /Lundi/ })).toContainText('—');
    // The address, never raw coordinates (docs/visitor-screens.md, "Bakery page").
    await expect(page.getByTestId('bakery-address')).toContainText('1 rue du Four');
    await expect(page.getByText(FIXTURES.open.latitude.toFixed(7).replace('.', ','))).toHaveCount(0);
    await expect(page.getByRole('link', { name: "Voir l'itinéraire" })).toHaveAttribute('href', /\/itineraire\?/);
    await expect(page).toHaveTitle(/Lyon Levain Ouvert/);
    await expectAccessible(page);
  });

  test('shows a closed bakery with when it opens, never « prochaines ouvertures »', async ({ page }) => {
    await page.goto(`/boulangerie/${ids.closed}`);
    await expect(page.getByTestId('open-badge')).toHaveText('Fermé · ouvre demain à 7 h');
    // Said once, by the chip: no bread line repeating when it opens.
    await expect(page.getByTestId('bread-line')).toHaveCount(0);
    await expect(page.getByText(/prochaines ouvertures/)).toHaveCount(0);
    const hours = page.getByRole('table', { name: "Horaires d'ouverture" });
    await expect(hours.getByRole('row', { name: /Mercredi/ })).toContainText('Fermé');
    await expect(hours.getByRole('row', { name: /Jeudi/ })).toContainText('16:00');
    await expect(page.getByRole('link', { name: /Appeler la boulangerie/ })).toHaveCount(0);
  });

  test('shows a French error for an unknown bakery', async ({ page }) => {
    await page.goto('/boulangerie/999999');
    await expect(page.getByRole('heading', { name: 'Boulangerie introuvable' })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText('n’existe pas');
  });
});

test.describe('directions', () => {
  test.use({ geolocation: { latitude: LYON.lat, longitude: LYON.lng }, permissions: ['geolocation'] });

  test('shows the shortest route and says when a mode has none', async ({ page }) => {
    const target = FIXTURES.far;
    await page.goto(`/itineraire?lng=${target.longitude}&lat=${target.latitude}&nom=${encodeURIComponent(target.nom)}&id=${ids.far}`);
    const summary = page.getByTestId('route-summary');
    await page.getByRole('button', { name: 'Voiture' }).click();
    // The peer routes by car with a 1.4 detour factor; it lists a longer alternative first.
    const straight = haversineKm(LYON, { lat: target.latitude, lng: target.longitude });
    await expect(summary).toContainText(formatKm(Math.round(straight * 1.4 * 1000 * 10) / 10 / 1000));
    await expect(summary).toContainText('min');
    await page.getByRole('button', { name: 'Piéton' }).click();
    await expect(summary).toContainText(formatKm(Math.round(straight * 1.1 * 1000 * 10) / 10 / 1000));
    await expect(summary).toContainText('le plus court');
    await page.getByRole('button', { name: 'Vélo' }).click();
    await expect(page.getByText("Ce mode n'est pas disponible pour ce trajet.")).toBeVisible();
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
    await page.getByRole('link', { name: 'Retour à la fiche boulangerie' }).click();
    await expect(page).toHaveURL(new RegExp(`/boulangerie/${ids.far}$`));
  });

  test('refuses invalid coordinates', async ({ page }) => {
    await page.goto('/itineraire?lng=abc&lat=&nom=X');
    await expect(page.getByText('Coordonnées de la boulangerie non valides.')).toBeVisible();
  });
});

test.describe('without geolocation', () => {
  test.use({ permissions: [] });

  test('falls back to the default centre, then the address search finds another town', async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
    await ensureBakery({
      nom: 'Paris Centre Repli',
      latitude: 48.8544,
      longitude: 2.3498,
      disponibilite_pain: true,
      ville: 'Paris',
      code_postal_boulangerie: '75004',
    });
    await ensureBakery({
      nom: 'Bordeaux Bourse',
      latitude: 44.8422,
      longitude: -0.5707,
      disponibilite_pain: true,
      ville: 'Bordeaux',
      code_postal_boulangerie: '33000',
    });
    await page.goto('/');
    await expect(page.getByText('Localisation refusée : indiquez une adresse.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Boulangeries à proximité' });
    await expect(list).toContainText('Paris Centre Repli');
    await page.getByLabel('Rechercher une adresse ou une ville').fill('Bordeaux');
    await page.getByLabel('Rechercher une adresse ou une ville').press('Enter');
    await expect(list).toContainText('Bordeaux Bourse');
    await expect(list).not.toContainText('Paris Centre Repli');
  });

  test('the list stays in place when the position is refused after the first paint', async ({ page }) => {
    // The browser answers when the test says so: the page is first painted while it looks for the position.
    await page.addInitScript(() => {
      const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
      const pending: ((error: unknown) => void)[] = [];
      Object.assign(window, { refuseGeolocation: () => pending.splice(0).forEach((failure) => failure(denied)) });
      const wait = (_success: unknown, failure?: (error: unknown) => void) => {
        if (failure) pending.push(failure);
        return 1;
      };
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: wait, watchPosition: wait, clearWatch: () => {} } });
    });
    for (const width of [375, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(page.getByText('Recherche de votre position…')).toBeVisible();
      const before = await heading.boundingBox();
      await page.evaluate(() => (window as unknown as { refuseGeolocation: () => void }).refuseGeolocation());
      await expect(page.getByText('Autour du centre de Paris, par défaut.')).toBeVisible();
      expect(await heading.boundingBox(), `largeur ${width}`).toEqual(before);
    }
  });

  test('directions ask for a starting address, then route from it', async ({ page }) => {
    // The visitor refuses the permission prompt: Playwright cannot answer 'deny', so the browser's
    // geolocation answers PERMISSION_DENIED at once, as it does after a refusal.
    await page.addInitScript(() => {
      const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
      const refuse = (_success: unknown, failure?: (error: unknown) => void) => {
        setTimeout(() => failure?.(denied), 0);
        return 1;
      };
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: refuse, watchPosition: refuse, clearWatch: () => {} },
      });
    });
    const target = FIXTURES.far;
    await page.goto(`/itineraire?lng=${target.longitude}&lat=${target.latitude}&nom=${encodeURIComponent(target.nom)}&id=${ids.far}`);
    // The first screen of a directly opened page waits for the app's code: slower on a busy machine.
    await expect(page.getByText('Impossible de récupérer la position.')).toBeVisible({ timeout: 20_000 });
    const summary = page.getByTestId('route-summary');
    await expect(summary).toContainText('Indiquez une adresse de départ pour calculer l’itinéraire.');

    const address = page.getByLabel('Adresse de départ');
    await address.fill('Nulle part');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Adresse non trouvée' })).toHaveText(
      "Adresse non trouvée ! Essayez d'être plus précis.",
    );
    await expect(page.getByRole('img', { name: 'Vous êtes ici' })).toHaveCount(0);
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });

    // The local BAN peer places 'Bellecour' at LYON; the OSRM peer walks with a 1.1 detour factor.
    await address.fill('Place Bellecour, Lyon');
    await address.press('Enter');
    await expect(page.getByText('Départ : Place Bellecour 69002 Lyon')).toBeVisible();
    await page.getByRole('button', { name: 'Piéton' }).click();
    const straight = haversineKm(LYON, { lat: target.latitude, lng: target.longitude });
    await expect(summary).toContainText(formatKm(Math.round(straight * 1.1 * 1000 * 10) / 10 / 1000));
    await expect(summary).toContainText('le plus court');
    await expect(page.getByRole('img', { name: 'Vous êtes ici' })).toBeVisible();
  });
});
