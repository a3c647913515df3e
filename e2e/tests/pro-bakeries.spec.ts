// Bakery management (docs/bakery-management.md): an owner creates, shows, edits and deletes
// bakeries through the real screens; a manager is invited by mail, accepts and toggles the bread,
// which visitors see live.
import crypto from 'node:crypto';
import { BAKERY_MESSAGES, INVITATION_MESSAGES, encodeBakeryParts } from '@fournil/shared';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { STRONG_PASSWORD, linkFromMail, registerAndConfirm, registerByApi, signInByApi, uniqueIdentity } from '../support/accounts.js';
import { kmEastOf, weekHours } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test, watchPageErrors } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';
import { GEOCODER_PLACES, freshBakerySiren } from '../support/peers.js';
import { columnsPng } from '../support/png.js';
import { signUpByApi } from '../support/pro-api.js';
import { showMap } from '../support/map.js';

// Wednesday 25 November 2026, 10:00 in Paris: inside every opening range used here.
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
// The local BAN peer answers this place for any address naming the 'Ralliement'.
const RALLIEMENT = GEOCODER_PLACES.find((place) => place.keys.includes('ralliement'))!;
// The map is a canvas without text: axe has nothing to say about it.
const MAP_CANVAS = ['.maplibregl-canvas'];

// The whole owner journey (create with a cropped logo, edit, delete, visitors' checks) ran 1.6 min on
// CI beside the other journeys: 3 min leaves room on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

// ------------------------------------------------------------------ helpers

function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A unique bakery name (parallel workers, repeated runs on one database). */
function bakeryName(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(3).toString('hex')}`;
}

/** A second person's browser: its own storage, watched for page errors like the main page. */
async function openContext(
  browser: Browser,
  errors: string[],
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
    ...options,
  });
  const page = await context.newPage();
  watchPageErrors(page, errors);
  return { context, page };
}

/** A visitor standing at `position` on Wednesday 10:00, on the home page with the live feed connected. */
async function openVisitorHome(browser: Browser, errors: string[], position: { latitude: number; longitude: number }) {
  const visitor = await openContext(browser, errors, { geolocation: position, permissions: ['geolocation'] });
  await visitor.page.clock.setFixedTime(WEDNESDAY_10H);
  await visitor.page.goto('/');
  await expect(visitor.page.getByTestId('live-status')).toContainText('Connecté');
  // The journeys check markers: the map loads when pointed at (or a few seconds later).
  await showMap(visitor.page);
  return visitor;
}

/** The SIREN is verified on the profile screen, against the INSEE peer. */
async function verifySiren(page: Page, siren: string): Promise<void> {
  await page.goto('/profil');
  await page.getByLabel('SIREN').fill(siren);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('SIREN validé comme boulangerie (INSEE)')).toBeVisible();
}

function dayGroup(scope: Page | Locator, day: string): Locator {
  return scope.getByRole('group', { name: day, exact: true });
}

function timeInput(
  day: Locator,
  label: 'Ouverture du matin' | 'Fermeture du matin' | 'Ouverture de l’après-midi' | 'Fermeture de l’après-midi',
): Locator {
  return day.getByLabel(label, { exact: true });
}

/** The bakery marker's tip (its bottom centre) lies on the visitor's dot: both stand at the same coordinates. */
async function expectMarkerOnVisitor(page: Page, bakeryId: number): Promise<void> {
  const marker = page.locator(`button[data-bakery-id="${bakeryId}"]`);
  const dot = page.getByRole('img', { name: 'Votre position' });
  await expect(marker).toBeVisible();
  await expect(dot).toBeVisible();
  await expect
    .poll(
      async () => {
        const [pin, me] = await Promise.all([marker.boundingBox(), dot.boundingBox()]);
        if (!pin || !me) return Number.POSITIVE_INFINITY;
        return Math.hypot(pin.x + pin.width / 2 - (me.x + me.width / 2), pin.y + pin.height - (me.y + me.height / 2));
      },
      { message: 'distance in px between the marker tip and the visitor dot' },
    )
    .toBeLessThan(3);
}

async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'the signed-in browser keeps its access token').toBeTruthy();
  return token!;
}

/** Creates a bakery through the API (multipart, as the form sends it), open every day 07:00–20:00. */
async function createBakeryByApi(
  request: APIRequestContext,
  token: string,
  fields: { nom: string; latitude: number; longitude: number; disponibilite_pain: boolean },
): Promise<number> {
  const week = weekHours({ ouverture_matin: '07:00', fermeture_matin: '20:00' });
  const response = await request.post(`${baseUrl}/api/cotepro/mes-boulangeries/`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: encodeBakeryParts({
      adresse_postale: '2 place du Ralliement',
      ville: RALLIEMENT.city,
      code_postal_boulangerie: RALLIEMENT.postcode,
      jours_ouvertures: week.jours as never,
      horaires_ouvertures: week.horaires as never,
      ...fields,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

// ------------------------------------------------------------------ journeys

test('an owner creates a bakery with hours, a geocoded address and a cropped logo; visitors see it; the owner edits it and deletes another', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const owner = uniqueIdentity('fournier');
  const name = bakeryName('Fournil du Ralliement');
  await registerByApi(page.request, owner);
  await signInByApi(page, owner.email, '/dashboard');
  await verifySiren(page, freshBakerySiren());

  await page.goto('/boulangeries');
  await expect(page.getByText(BAKERY_MESSAGES.empty)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nouvelle boulangerie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle boulangerie' });
  await expect(dialog).toBeVisible();
  // Step 1 (docs/bakery-management.md, "Creating a bakery"): the name.
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  // Step 2: the address, with a postcode of another town first: the address helper must warn.
  await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('2 place du Ralliement');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('75001');
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Angers');

  // Coordinates from the address through the BAN peer: the wrong postcode is flagged, then corrected.
  const fromAddress = dialog.getByRole('button', { name: 'Placer l’adresse sur la carte' });
  await fromAddress.click();
  await expect(dialog.getByText(BAKERY_MESSAGES.geocodeMismatch)).toBeVisible();
  await dialog.getByText('Saisir les coordonnées').click();
  await expect(dialog.getByRole('textbox', { name: 'Latitude' })).toHaveValue(RALLIEMENT.lat.toFixed(7));
  await expect(dialog.getByRole('textbox', { name: 'Longitude' })).toHaveValue(RALLIEMENT.lng.toFixed(7));
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill(RALLIEMENT.postcode);
  await fromAddress.click();
  await expect(dialog.getByText(`Position trouvée : ${RALLIEMENT.label}`)).toBeVisible();
  await expect(dialog.getByText(BAKERY_MESSAGES.geocodeMismatch)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // Step 3, hours: Monday by hand, Tuesday to Friday duplicated from it; the weekend stays closed.
  const monday = dayGroup(dialog, 'lundi');
  await monday.getByRole('checkbox', { name: 'lundi' }).check();
  await timeInput(monday, 'Ouverture du matin').fill('07:00');
  await timeInput(monday, 'Fermeture du matin').fill('13:00');
  await timeInput(monday, 'Ouverture de l’après-midi').fill('15:30');
  await timeInput(monday, 'Fermeture de l’après-midi').fill('19:30');
  for (const day of ['mardi', 'mercredi', 'jeudi', 'vendredi']) {
    const group = dayGroup(dialog, day);
    await group.getByRole('checkbox', { name: BAKERY_MESSAGES.duplicateMonday }).check();
    await expect(group.getByRole('checkbox', { name: day })).toBeChecked();
    await expect(timeInput(group, 'Ouverture du matin')).toHaveValue('07:00');
    await expect(timeInput(group, 'Fermeture du matin')).toHaveValue('13:00');
    await expect(timeInput(group, 'Ouverture de l’après-midi')).toHaveValue('15:30');
    await expect(timeInput(group, 'Fermeture de l’après-midi')).toHaveValue('19:30');
  }
  for (const day of ['samedi', 'dimanche']) {
    await expect(dayGroup(dialog, day).getByRole('checkbox', { name: day })).not.toBeChecked();
    await expect(timeInput(dayGroup(dialog, day), 'Ouverture du matin')).toBeDisabled();
  }
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // Step 4: the products and the logo.
  await dialog.getByRole('checkbox', { name: 'Pain', exact: true }).check();

  // The logo: a landscape PNG, cropped square (zoomed in a little) in the crop dialog.
  await expect(dialog.getByText(BAKERY_MESSAGES.noLogo)).toBeVisible();
  await dialog.getByLabel(/^Logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: columnsPng(480, 320, (x) => (x < 240 ? [242, 140, 40] : [110, 60, 20])),
  });
  const crop = page.getByRole('dialog', { name: 'Recadrer le logo' });
  await expect(crop).toBeVisible();
  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  for (let step = 0; step < 5; step++) await zoom.press('ArrowRight');
  await expect(zoom).toHaveValue('1.25');
  await crop.getByRole('button', { name: 'Valider le recadrage' }).click();
  await expect(crop).toBeHidden();
  const preview = dialog.getByRole('img', { name: 'Aperçu du logo' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([256, 256]);
  await expect(dialog.getByText(BAKERY_MESSAGES.noLogo)).toHaveCount(0);
  await expectAccessible(page, { exclude: MAP_CANVAS });

  await dialog.getByRole('button', { name: 'Créer la boulangerie' }).click();
  await expect(page.getByText(BAKERY_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('link', { name: startsWith(name) });
  await expect(card).toContainText(`${RALLIEMENT.postcode} ${RALLIEMENT.city}`);
  await expectAccessible(page);
  await card.click();
  await expect(page).toHaveURL(/\/boulangeries\/\d+$/);
  const bakeryId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${name}` })).toHaveAttribute('src', /\/media\//);
  await expectAccessible(page);

  // A visitor standing at the address sees the bakery there, open with bread, with its logo.
  const visitor = await openVisitorHome(browser, consoleErrors, { latitude: RALLIEMENT.lat, longitude: RALLIEMENT.lng });
  const visitorCard = visitor.page.getByRole('link', { name: startsWith(name) });
  // Open now with bread (green); a closed bakery would be grey whatever its flag.
  await expect(visitorCard).toContainText('Pain disponible');
  await expect(visitorCard).toHaveAttribute('data-status', 'green');
  const marker = visitor.page.locator(`button[data-bakery-id="${bakeryId}"]`);
  await expect(marker).toHaveAttribute('data-status', 'green');
  await expect(marker).toHaveAttribute('aria-label', startsWith(`${name} — Pain disponible`));
  await expectMarkerOnVisitor(visitor.page, bakeryId);
  const cardLogo = visitorCard.locator('img');
  await cardLogo.scrollIntoViewIfNeeded();
  await expect(cardLogo).toHaveAttribute('src', /\/media\//);
  // The stored logo is the square the owner cropped (loaded, not a broken image).
  await expect
    .poll(() => cardLogo.evaluate((image: HTMLImageElement) => image.naturalWidth > 0 && image.naturalWidth === image.naturalHeight))
    .toBe(true);
  await visitor.context.close();

  // The owner renames it: view mode shows the new name.
  const newName = `${name} Nouveau`;
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  const nameField = page.getByRole('textbox', { name: 'Nom', exact: true });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(newName);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(BAKERY_MESSAGES.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: newName })).toBeVisible();

  // Another bakery of theirs (made through the API), deleted from its page.
  const otherName = bakeryName('Annexe du Ralliement');
  const otherId = await createBakeryByApi(page.request, await accessToken(page), {
    nom: otherName,
    ...kmEastOf({ lat: RALLIEMENT.lat, lng: RALLIEMENT.lng }, 0.5),
    disponibilite_pain: false,
  });
  await page.goto('/boulangeries');
  await expect(page.getByRole('link', { name: startsWith(otherName) })).toBeVisible();
  await expect(page.getByRole('link', { name: startsWith(newName) })).toBeVisible();
  await page.goto(`/boulangeries/${otherId}`);
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer cette boulangerie' }).click();
  await expect(page.getByText(BAKERY_MESSAGES.deleteConfirm)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Non' })).toBeFocused();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expect(page).toHaveURL(/\/boulangeries$/);
  await expect(page.getByText(BAKERY_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole('link', { name: startsWith(newName) })).toBeVisible();
  await expect(page.getByRole('link', { name: startsWith(otherName) })).toHaveCount(0);
});

test('an owner invites a manager by mail; the manager accepts, turns the bread off live, and loses the bakery once removed', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // The owner's account and bakery are arranged through the API; the journey is the invitation.
  const owner = await signUpByApi(request, baseUrl, 'patronne');
  const verified = await request.post(`${baseUrl}/api/insee/auth/verify-siren/`, {
    headers: { authorization: `Bearer ${owner.access}` },
    data: { siren: freshBakerySiren() },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const name = bakeryName('Fournil des Responsables');
  const position = kmEastOf({ lat: RALLIEMENT.lat, lng: RALLIEMENT.lng }, 1.2);
  const bakeryId = await createBakeryByApi(request, owner.access, { nom: name, ...position, disponibilite_pain: true });

  // A visitor nearby has the home page open all along.
  const visitor = await openVisitorHome(browser, consoleErrors, position);
  const visitorCard = visitor.page.getByRole('link', { name: startsWith(name) });
  const visitorMarker = visitor.page.locator(`button[data-bakery-id="${bakeryId}"]`);
  await expect(visitorCard).toContainText('Pain disponible');
  await expect(visitorMarker).toHaveAttribute('data-status', 'green');
  await visitor.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The owner invites by e-mail from the bakery page.
  const managerIdentity = uniqueIdentity('responsable');
  await signInByApi(page, owner.email, `/boulangeries/${bakeryId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('textbox', { name: 'Inviter un responsable par e-mail' }).fill(managerIdentity.email);
  await page.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(page.getByText(BAKERY_MESSAGES.inviteSent(managerIdentity.email))).toBeVisible();
  // The invitation waits in « Invitations en attente », which fits a phone (docs/bakery-management.md, "The screens").
  const pendingList = page.getByRole('group', { name: 'Invitations en attente' });
  await expect(pendingList).toContainText(managerIdentity.email);
  await expect(pendingList.getByRole('button', { name: 'Annuler l’invitation' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await pendingList.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, 'invitations-en-attente-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The manager reads the invitation from the SMTP peer, registers, then follows the link and signs in from it.
  const invitationLink = await linkFromMail(managerIdentity.email, /\/invite\/accepter\//);
  const manager = await openContext(browser, consoleErrors);
  await registerAndConfirm(manager.page, managerIdentity);
  await manager.page.goto(invitationLink);
  await expect(manager.page.getByText(name)).toBeVisible();
  await manager.page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(manager.page).toHaveURL(/\/login\?next=/);
  await manager.page.getByLabel('Email').fill(managerIdentity.email);
  await manager.page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await manager.page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(manager.page).toHaveURL(new RegExp(`${invitationLink}$`));
  await manager.page.getByRole('button', { name: "Accepter l'invitation" }).click();
  await expect(manager.page.getByText(INVITATION_MESSAGES.accepted(name))).toBeVisible();
  await manager.page.getByRole('link', { name: 'Voir les boulangeries dont je suis responsable' }).click();
  await expect(manager.page).toHaveURL(/\/boulangerie-responsable$/);
  await expect(manager.page.getByRole('heading', { level: 1, name: BAKERY_MESSAGES.managerViewTitle })).toBeVisible();
  const managed = manager.page.getByRole('article', { name });
  await expect(managed).toContainText(managerIdentity.email);
  await expectAccessible(manager.page);

  // Bread off: the switch moves once the server agreed, and the visitor's page follows without reload.
  const bread = managed.getByRole('switch', { name: 'Pain' });
  await expect(bread).toHaveAttribute('aria-checked', 'true');
  await bread.click();
  await expect(bread).toHaveAttribute('aria-checked', 'false');
  await expect(visitorCard).toContainText('Pas de pain');
  await expect(visitorMarker).toHaveAttribute('data-status', 'red');
  await expect(visitorMarker).toHaveAttribute('aria-label', startsWith(`${name} — Pas de pain`));
  expect(await visitor.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The owner removes the manager; the used invitation is no longer pending.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Invitations en attente' })).toContainText('Aucune invitation en attente.');
  const managerSection = page.getByRole('region', { name: 'Responsable', exact: true });
  const currentManager = managerSection.locator('.manager-current');
  await expect(currentManager).toContainText(managerIdentity.email);
  await managerSection.getByRole('button', { name: 'Retirer le responsable' }).click();
  await expect(managerSection.getByText('Responsable retiré.')).toBeVisible();
  await expect(currentManager).toContainText(BAKERY_MESSAGES.noManager);
  await expect(managerSection.getByRole('button', { name: 'Retirer le responsable' })).toHaveCount(0);

  // The manager's next toggle is refused: 403, the switch stays, the screen says so.
  const refused = manager.page.waitForResponse(
    (response) =>
      response.url().includes(`/api/cotepro/ma-boulangerie-responsable/${bakeryId}/`) && response.request().method() === 'PATCH',
  );
  await bread.click();
  expect((await refused).status()).toBe(403);
  await expect(managed.getByRole('alert')).toHaveText(BAKERY_MESSAGES.toggleError);
  await expect(bread).toHaveAttribute('aria-checked', 'false');
  await expect(visitorCard).toContainText('Pas de pain');

  await manager.context.close();
  await visitor.context.close();
});
