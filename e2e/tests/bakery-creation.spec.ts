// Creating a bakery in a minute (docs/bakery-management.md, "Creating a bakery" and "Logos and
// photos from a phone"), at 375 px: four steps, the address placed on the map (an approximate
// position said in amber), hours from a preset copied to every day, a 3 MB phone photo reduced in
// the browser and uploaded under 1 MB, an unreadable file refused, the hours table without sideways
// scrolling, the duplicate ticks read back after saving, and a refused edit focused in view.
import crypto from 'node:crypto';
import { BAKERY_MESSAGES } from '@fournil/shared';
import type { Locator, Page } from '@playwright/test';
import { registerByApi, signInByApi, uniqueIdentity } from '../support/accounts.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { GEOCODER_PLACES, freshBakerySiren } from '../support/peers.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

// The local BAN peer answers this place (Angers, this journey's town) for any address naming the 'Ralliement'.
const RALLIEMENT = GEOCODER_PLACES.find((place) => place.keys.includes('ralliement'))!;
const MAP_CANVAS = ['.maplibregl-canvas'];
const AMBER = 'rgb(138, 90, 11)'; // --wheat-700

test.describe.configure({ timeout: 180_000 });

async function verifySiren(page: Page, siren: string): Promise<void> {
  await page.goto('/profil');
  await page.getByLabel('SIREN').fill(siren);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('SIREN validé comme boulangerie (INSEE)')).toBeVisible();
}

/** The control is on screen and nothing covers its centre. */
async function expectUncovered(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return 'off screen';
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit)) ? 'uncovered' : `covered by ${hit?.outerHTML.slice(0, 80)}`;
      }),
    )
    .toBe('uncovered');
}

/** A 2–5 MB JPEG as a phone camera makes it (large and detailed), drawn on a canvas in the page. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2250;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < image.data.length; index += 4) {
      const pixel = index / 4;
      const x = pixel % canvas.width;
      const grain = Math.random() * 60;
      image.data[index] = 150 + ((x >> 4) % 60) + grain;
      image.data[index + 1] = 90 + grain;
      image.data[index + 2] = 40 + grain;
      image.data[index + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.85));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('an owner creates a bakery in four steps from a phone, and edits it', async ({ page }) => {
  const owner = uniqueIdentity('etapes');
  const name = `Fournil des Étapes ${crypto.randomBytes(3).toString('hex')}`;
  await registerByApi(page.request, owner);
  await signInByApi(page, owner.email, '/dashboard');
  await verifySiren(page, freshBakerySiren());
  await page.goto('/boulangeries');
  await page.getByRole('button', { name: 'Nouvelle boulangerie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle boulangerie' });

  // Step 1: a missing name is said next to the field, which gets the focus.
  await expect(dialog.locator('p.creation-steps__progress')).toContainText('Étape 1 sur 4 : Nom et contact');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  const nameField = dialog.getByRole('textbox', { name: 'Nom', exact: true });
  await expect(dialog.getByText('Le nom est obligatoire.')).toBeVisible();
  await expect(nameField).toBeFocused();
  await expectUncovered(nameField);
  await nameField.fill(name);
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // Step 2: no raw coordinates on show; an approximate answer is amber, then the real address is placed.
  await expect(dialog.locator('p.creation-steps__progress')).toContainText('Adresse et position');
  await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('2 place du Ralliement');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill(RALLIEMENT.postcode);
  await dialog.getByRole('textbox', { name: 'Ville' }).fill(RALLIEMENT.city);
  await expect(dialog.getByRole('textbox', { name: 'Latitude' })).toBeHidden();
  const placeButton = dialog.getByRole('button', { name: 'Placer l’adresse sur la carte' });
  // The BAN down: the server's gazetteer answers a commune centre.
  await page.route('**/api/geo/geocode/**', (route) =>
    route.fulfill({
      json: { label: 'Angers', lat: 47.4739884, lng: -0.5515588, city: 'Angers', postcode: '49100', position_approximative: true },
    }),
  );
  await placeButton.click();
  const approximate = dialog.getByText('Position approximative : déplacez le repère sur la boutique.');
  await expect(approximate).toBeVisible();
  await expect(approximate).toHaveCSS('color', AMBER);
  await expect(dialog.getByText(/Position trouvée/)).toHaveCount(0);
  await expectAccessible(page, { exclude: MAP_CANVAS });
  await page.unroute('**/api/geo/geocode/**');
  await placeButton.click();
  await expect(dialog.getByText(`Position trouvée : ${RALLIEMENT.label}`)).toBeVisible();
  await expect(approximate).toHaveCount(0);
  await dialog.getByText('Saisir les coordonnées').click();
  await expect(dialog.getByRole('textbox', { name: 'Latitude' })).toHaveValue(RALLIEMENT.lat.toFixed(7));
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // Step 3: the split preset, Tuesday copied to every day, then Sunday closed.
  await expect(dialog.locator('p.creation-steps__progress')).toContainText('Jours et horaires');
  await dialog.getByRole('button', { name: /^Mardi–samedi 7 h–13 h \/ 15 h–19 h 30/ }).click();
  const day = (dayName: string) => dialog.getByRole('group', { name: dayName, exact: true });
  await expect(day('lundi').getByRole('checkbox', { name: 'lundi' })).not.toBeChecked();
  await expect(day('samedi').getByLabel('Fermeture de l’après-midi', { exact: true })).toHaveValue('19:30');
  // One copy tool for the week: the first open day (Tuesday) is the one offered.
  await expect(dialog.getByRole('combobox', { name: 'Horaires du' })).toHaveValue('mardi');
  await dialog.getByRole('button', { name: 'Copier sur tous les jours' }).click();
  await expect(day('lundi').getByRole('checkbox', { name: 'lundi' })).toBeChecked();
  await expect(day('lundi').getByLabel('Ouverture du matin', { exact: true })).toHaveValue('07:00');
  await day('dimanche').getByRole('checkbox', { name: 'dimanche' }).uncheck();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // Step 4: a text file named .jpg is « Fichier illisible » (no cropper); a 3 MB phone photo is reduced and cropped.
  await expect(dialog.locator('p.creation-steps__progress')).toContainText('Logo et produits');
  const logoInput = dialog.getByLabel(/^Logo/);
  await logoInput.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Ceci est un texte, pas une image.') });
  await expect(dialog.getByText(/^Fichier illisible/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Recadrer le logo' })).toHaveCount(0);
  const photo = await phonePhoto(page);
  expect(photo.length, 'the generated photo weighs what a phone photo weighs').toBeGreaterThan(2 * 1024 * 1024);
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);
  await logoInput.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Recadrer le logo' });
  await expect(crop).toBeVisible();
  await expect(dialog.getByText(/^Fichier illisible/)).toHaveCount(0);
  await crop.getByRole('button', { name: 'Valider le recadrage' }).click();
  await expect(crop).toBeHidden();
  await expect(dialog.getByRole('img', { name: 'Aperçu du logo' })).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('checkbox', { name: 'Pain', exact: true }).check();

  const created = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/cotepro/mes-boulangeries/'));
  await dialog.getByRole('button', { name: 'Créer la boulangerie' }).click();
  const body = (await created).postDataBuffer();
  expect(body?.length ?? 0, 'the whole request, logo included, is under the 1 MB logo limit').toBeLessThan(1024 * 1024);
  await expect(page.getByText(BAKERY_MESSAGES.created)).toBeVisible();

  // The bakery's page: the hours table fits 375 px.
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${name}` })).toHaveAttribute('src', /\/media\//);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Samedi/ })).toContainText('15 h – 19 h 30');
  const overflow = await page
    .locator('.pro-hours__wrap')
    .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByText('Publicité', { exact: true })).toHaveCount(0);

  // Editing: the days saved as copies of Monday show their tick again; a refused name is focused in view.
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  for (const dayName of ['mardi', 'samedi']) {
    await expect(
      page.getByRole('group', { name: dayName, exact: true }).getByRole('checkbox', { name: BAKERY_MESSAGES.duplicateMonday }),
    ).toBeChecked();
  }
  await expect(
    page.getByRole('group', { name: 'dimanche', exact: true }).getByRole('checkbox', { name: BAKERY_MESSAGES.duplicateMonday }),
  ).not.toBeChecked();
  const editName = page.getByRole('textbox', { name: 'Nom', exact: true });
  await editName.fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le nom est obligatoire.')).toBeVisible();
  await expect(editName).toBeFocused();
  await expectUncovered(editName);
});
