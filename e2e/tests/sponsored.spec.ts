// Advertising that buys visibility (docs/advertising.md "Sponsored card",
// docs/payments.md "The offer, before any payment"): an owner with a bakery in Grenoble reads both
// fees and what a campaign gets before paying, unlocks the Régie, pays the month from a campaign and
// finds it published in the same step; a visitor within 2 km then sees one « Sponsorisé » card in
// the home list, a visitor 5 km away none, and the owner's statistics count the view.
import crypto from 'node:crypto';
import {
  AD_OFFER_MESSAGES,
  CAMPAIGN_MESSAGES,
  MY_PAYMENTS_MESSAGES,
  PAYMENT_MESSAGES,
  encodeBakeryParts,
  formatEuros,
} from '@fournil/shared';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, kmEastOf, weekHours } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test, watchPageErrors } from '../support/fixtures.js';
import { SCREENSHOTS_WANTED } from '../support/screenshots.js';
import { freshBakerySiren } from '../support/peers.js';
import { columnsPng } from '../support/png.js';
import { signUpByApi, type ApiAccount } from '../support/pro-api.js';

/** This spec's town: no other journey places bakeries here. */
const GRENOBLE = { lat: 45.188, lng: 5.724 };
const FEE = formatEuros(1500);

// Two checkouts, two visitors and the owner's screens on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

function unique(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(3).toString('hex')}`;
}

function auth(account: ApiAccount) {
  return { authorization: `Bearer ${account.access}` };
}

/** One bakery of `owner`, open every day 7 h–20 h, at `position`. */
async function createBakery(
  request: APIRequestContext,
  owner: ApiAccount,
  name: string,
  position: { latitude: number; longitude: number },
): Promise<number> {
  const week = weekHours({ ouverture_matin: '07:00', fermeture_matin: '20:00' });
  const created = await request.post(`${baseUrl}/api/cotepro/mes-boulangeries/`, {
    headers: auth(owner),
    multipart: encodeBakeryParts({
      nom: name,
      adresse_postale: '4 place Grenette',
      ville: 'Grenoble',
      code_postal_boulangerie: '38000',
      ...position,
      disponibilite_pain: true,
      jours_ouvertures: week.jours as never,
      horaires_ouvertures: week.horaires as never,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A visitor's own browser standing at `position`, watched for page errors like the main page. */
async function openVisitor(
  browser: Browser,
  errors: string[],
  position: { latitude: number; longitude: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
    geolocation: position,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  watchPageErrors(page, errors);
  return { context, page };
}

function sponsoredResponse(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().includes('/api/regiepub/campagnes-sponsorisees/') && response.request().method() === 'GET',
  );
}

/** A campaign of the manager's table (a card on a phone), not its inline edit form. */
function campaignRow(page: Page, name: string): Locator {
  return page.locator('tr.campaign-row:not(.campaign-row--edit)').filter({ hasText: name });
}

/** Full-page screenshots of the current screen at 375 px and 1280 px (looked at by hand). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

/** What the person would tap at the element's centre is the element itself (or inside it). */
async function expectNotCovered(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const isOnTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isOnTop, 'the element is covered at its centre').toBe(true);
}

test('an owner reads the offer, pays the month from a campaign that is published at once; a visitor within 2 km sees one « Sponsorisé » card, one 5 km away none, and the view is counted', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.slow();
  const owner = await signUpByApi(request, baseUrl, 'sponsor');
  const verified = await request.post(`${baseUrl}/api/insee/auth/verify-siren/`, {
    headers: auth(owner),
    data: { siren: freshBakerySiren() },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const bakeryName = unique('Fournil du Sponsor');
  const bakeryPosition = kmEastOf(GRENOBLE, crypto.randomInt(50) / 100);
  const bakeryId = await createBakery(request, owner, bakeryName, bakeryPosition);
  // A plain bakery 5 km east: the far visitor's list is not empty, so only the radius keeps the card away.
  const farPosition = kmEastOf({ lat: bakeryPosition.latitude, lng: bakeryPosition.longitude }, 5);
  const farName = unique('Fournil du Lointain');
  await createBakery(request, owner, farName, farPosition);
  const campaignName = unique('Pogne de Romans');

  // ------------------------------------------------ the offer, before any payment
  await signInByApi(page, owner.email, '/regie-publicitaire');
  await expect(page).toHaveURL(/\/deverrouiller-regie$/);
  const offer = page.getByRole('region', { name: AD_OFFER_MESSAGES.title });
  await expect(offer).toBeVisible();
  for (const text of [
    AD_OFFER_MESSAGES.accessFee,
    AD_OFFER_MESSAGES.publicationFee,
    AD_OFFER_MESSAGES.getsBakeryPage,
    AD_OFFER_MESSAGES.getsSponsored,
    AD_OFFER_MESSAGES.getsStats,
    AD_OFFER_MESSAGES.promoOneOff,
    AD_OFFER_MESSAGES.promoSubscription,
    AD_OFFER_MESSAGES.promoNotPublication,
  ]) {
    await expect(offer.getByText(text, { exact: true })).toBeVisible();
  }
  // Both fees written with the shared money format, and where a campaign is shown, in plain words.
  await expect(offer.getByText(/^Accès à la Régie Publicitaire : 15,00\s€ pour un mois/)).toBeVisible();
  await expect(offer.getByText(/^Publication : 15,00\s€ par boulangerie et par mois/)).toBeVisible();
  await expect(offer.getByText(/carte « Sponsorisé ».*moins de 2 km/)).toBeVisible();
  await expect(offer.getByText(/premier mois/).first()).toBeVisible();
  await expect(offer).not.toContainText(/stripe|test mode|mode test/i);
  const sessions = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM payment_sessions WHERE user_id = $1', [owner.id]);
  expect(sessions.rows[0]!.n, 'no checkout started before the explainer').toBe(0);
  await expectAccessible(page);
  await shoot(page, 'explainer');

  // ------------------------------------------------ access to the Régie, through the simulated checkout
  await expect(page.getByTestId('amount-to-pay')).toHaveText(FEE);
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.pollingPaid)).toBeVisible();
  await expect(page).toHaveURL(/\/regie-publicitaire\?payment_success=1$/);
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_MESSAGES.title })).toBeVisible();

  // ------------------------------------------------ a campaign, paid and published in one step
  await page.getByRole('combobox', { name: 'Boulangerie *' }).selectOption({ label: `${bakeryName} - Grenoble` });
  await page.getByRole('textbox', { name: 'Nom de la campagne *' }).fill(campaignName);
  await page.getByRole('textbox', { name: 'Description' }).fill('La brioche à la fleur d’oranger, tous les samedis.');
  await page.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.created)).toBeVisible();
  const row = campaignRow(page, campaignName);
  await expect(row).toContainText('Brouillon');

  // Three portrait images: thumbnails side by side, each delete button visible and not covered.
  await row.getByRole('button', { name: CAMPAIGN_MESSAGES.edit, exact: true }).click();
  const editForm = page.getByRole('form', { name: `Modifier ${campaignName}` });
  await editForm.getByLabel(/^Ajouter des images/).setInputFiles(
    [
      [242, 140, 40],
      [110, 60, 20],
      [200, 170, 90],
    ].map((colour, index) => ({
      name: `pogne-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: columnsPng(180, 320, () => colour as [number, number, number]),
    })),
  );
  await expect(editForm.getByText(CAMPAIGN_MESSAGES.imageUploaded)).toBeVisible();
  await expect(editForm.getByRole('group', { name: 'Images (3/5)' })).toBeVisible();
  for (const position of [1, 2, 3]) {
    await expect(editForm.getByRole('img', { name: `Image ${position} de ${campaignName}` })).toHaveAttribute('src', /\/media\//);
    await expectNotCovered(editForm.getByRole('button', { name: `Supprimer l’image ${position}` }));
  }
  const boxes = await editForm
    .locator('.campaign-images__item')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes).toHaveLength(3);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlaps, 'two thumbnails overlap').toBe(false);
    }
  }
  await shoot(page, 'campaign-images');

  const payAndPublish = row.getByRole('button', { name: CAMPAIGN_MESSAGES.payAndPublish(FEE) });
  await expect(payAndPublish).toHaveText(/^Payer 15,00\s€ et publier$/);
  await expectNotCovered(payAndPublish);
  await payAndPublish.click();
  const payDialog = page.getByRole('dialog', { name: `${CAMPAIGN_MESSAGES.payDialog} (${bakeryName})` });
  await expect(payDialog).toBeVisible();
  await expect(payDialog.getByText(AD_OFFER_MESSAGES.publicationRecap)).toBeVisible();
  await expect(payDialog.getByText(AD_OFFER_MESSAGES.publishOnPay)).toBeVisible();
  const payMonth = payDialog.getByRole('button', { name: MY_PAYMENTS_MESSAGES.payMonth });
  await expectNotCovered(payMonth);
  await expectAccessible(page);
  await shoot(page, 'pay-dialog');
  await payMonth.click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await expect(page.getByRole('definition').filter({ hasText: PAYMENT_MESSAGES.productBakeryMonth(bakeryName) })).toBeVisible();
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/paiement\/success\?session_id=/);
  // Confirmed: the result screen goes back to the campaign manager at once.
  await expect(page).toHaveURL(/\/regie-publicitaire$/);
  // Published by the payment itself: nobody pressed « Publier ».
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: CAMPAIGN_MESSAGES.unpublish })).toBeVisible();
  await expect(row.locator('td.campaign-row__stats')).toHaveText('0 vue · 0 clic');

  // ------------------------------------------------ a visitor 300 m away: one sponsored card
  const near = await openVisitor(browser, consoleErrors, kmEastOf({ lat: bakeryPosition.latitude, lng: bakeryPosition.longitude }, 0.3));
  const nearAnswer = sponsoredResponse(near.page);
  await near.page.goto('/');
  await expect(
    near.page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(bakeryName) }),
  ).toBeVisible();
  expect((await nearAnswer).status()).toBe(200);
  const card = near.page.getByTestId('sponsored-card');
  await expect(card).toHaveCount(1);
  await expect(near.page.getByText(CAMPAIGN_MESSAGES.sponsored, { exact: true })).toHaveCount(1);
  await expect(card.getByText(CAMPAIGN_MESSAGES.sponsored, { exact: true })).toBeVisible();
  await expect(card).toContainText(bakeryName);
  await expect(card).toContainText(campaignName);
  await expect(card).toHaveAttribute('href', `/boulangerie/${bakeryId}`);
  await expectNotCovered(card);
  await expectAccessible(near.page, { exclude: ['.maplibregl-canvas'] });
  await shoot(near.page, 'home-sponsored');

  // ------------------------------------------------ a visitor 5 km away: the list, no sponsored card
  const far = await openVisitor(browser, consoleErrors, farPosition);
  const farAnswer = sponsoredResponse(far.page);
  await far.page.goto('/');
  await expect(
    far.page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(farName) }),
  ).toBeVisible();
  expect(await (await farAnswer).json()).toEqual([]);
  await expect(far.page.getByTestId('sponsored-card')).toHaveCount(0);
  await expect(far.page.getByText(CAMPAIGN_MESSAGES.sponsored, { exact: true })).toHaveCount(0);
  await far.context.close();

  // ------------------------------------------------ the owner's statistics count the card's view
  await page.reload();
  await expect(row).toContainText('Active');
  await expect(row.locator('td.campaign-row__stats')).toHaveText('1 vue · 0 clic');

  // The card leads to the bakery page.
  await card.click();
  await expect(near.page).toHaveURL(new RegExp(`/boulangerie/${bakeryId}$`));
  await expect(near.page.getByRole('heading', { level: 1, name: bakeryName })).toBeVisible();
  await near.context.close();
});
