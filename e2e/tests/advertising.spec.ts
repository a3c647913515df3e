// Advertising and payments (docs/advertising.md, docs/payments.md), with the simulated payment
// provider: an owner unlocks the advertising section with a promo code, creates a campaign with two
// images, pays the bakery's month, publishes and unpublishes it while a visitor watches the bakery
// page; the campaign manager counts one view and one click of a visitor, not a reload within the window.
import crypto from 'node:crypto';
import { CAMPAIGN_MESSAGES, MY_PAYMENTS_MESSAGES, PAYMENT_MESSAGES, encodeBakeryParts, formatEuros } from '@fournil/shared';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, kmEastOf, weekHours } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test, watchPageErrors } from '../support/fixtures.js';
import { GEOCODER_PLACES, freshBakerySiren } from '../support/peers.js';
import { columnsPng } from '../support/png.js';
import { signUpByApi, type ApiAccount } from '../support/pro-api.js';

const RALLIEMENT = GEOCODER_PLACES.find((place) => place.keys.includes('ralliement'))!;
/** The baker's own site: never reached, the browser's request is answered here. */
const BAKER_SITE = 'https://site-du-boulanger.example';
const ONE_OFF_CENTS = 1500;
const MONTH_FEE_CENTS = 1500;
const PROMO_CENTS = 300;

// The payment journey took 59 s on a busy CI machine: 3 min, like the other owner journeys.
test.describe.configure({ timeout: 180_000 });

// ------------------------------------------------------------------ helpers

function unique(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(3).toString('hex')}`;
}

function auth(account: ApiAccount) {
  return { authorization: `Bearer ${account.access}` };
}

/** A promo code of this test's own (the demo's BIENVENUE is not seeded in e2e). */
async function insertPromoCode(discountCents: number): Promise<string> {
  const code = `E2E${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  await db().query('INSERT INTO promo_codes (code, discount_cents, max_uses) VALUES ($1, $2, 5)', [code, discountCents]);
  return code;
}

/** An owner with a SIREN verified against the INSEE peer, and one bakery, all through the API. */
async function ownerWithBakery(
  request: APIRequestContext,
  prefix: string,
  bakeryPrefix: string,
): Promise<{ owner: ApiAccount; bakeryId: number; bakeryName: string }> {
  const owner = await signUpByApi(request, baseUrl, prefix);
  const verified = await request.post(`${baseUrl}/api/insee/auth/verify-siren/`, {
    headers: auth(owner),
    data: { siren: freshBakerySiren() },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const bakeryName = unique(bakeryPrefix);
  const week = weekHours({ ouverture_matin: '07:00', fermeture_matin: '20:00' });
  const created = await request.post(`${baseUrl}/api/cotepro/mes-boulangeries/`, {
    headers: auth(owner),
    multipart: encodeBakeryParts({
      nom: bakeryName,
      adresse_postale: '2 place du Ralliement',
      ville: RALLIEMENT.city,
      code_postal_boulangerie: RALLIEMENT.postcode,
      ...kmEastOf({ lat: RALLIEMENT.lat, lng: RALLIEMENT.lng }, 6 + crypto.randomInt(100) / 100),
      disponibilite_pain: true,
      jours_ouvertures: week.jours as never,
      horaires_ouvertures: week.horaires as never,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return { owner, bakeryId: ((await created.json()) as { id: number }).id, bakeryName };
}

/** A second person's browser: its own storage, watched for page errors like the main page. */
async function openContext(browser: Browser, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  watchPageErrors(page, errors);
  return { context, page };
}

/** A campaign of the manager's table (a card on a phone), not its inline edit form. */
function campaignRow(page: Page, name: string): Locator {
  return page.locator('tr.campaign-row:not(.campaign-row--edit)').filter({ hasText: name });
}

function publishedCampaignsResponse(page: Page, bakeryId: number): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/regiepub/boulangeries/${bakeryId}/campagnes-publiees/`) && response.request().method() === 'GET',
  );
}

function beaconResponse(page: Page, campaignId: number, kind: 'vue' | 'clic'): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/regiepub/campagnes-publicitaires/${campaignId}/${kind}/`) && response.request().method() === 'POST',
  );
}

/** Pays a simulated checkout through the API, as the simulated page's `Payer` does. */
async function paySimulated(request: APIRequestContext, owner: ApiAccount, checkoutUrl: string): Promise<void> {
  const sessionId = new URL(checkoutUrl, baseUrl).pathname.split('/').filter(Boolean).pop()!;
  const paid = await request.post(`${baseUrl}/api/payments/simulation/${encodeURIComponent(sessionId)}/payer/`, { headers: auth(owner) });
  expect(paid.status(), await paid.text()).toBe(200);
}

// ------------------------------------------------------------------ journeys

test('an owner unlocks the section with a promo code, pays the month and publishes a campaign with two images; a visitor sees it until it is unpublished', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const { owner, bakeryId, bakeryName } = await ownerWithBakery(request, 'annonceur', 'Fournil de la Réclame');
  const promoCode = await insertPromoCode(PROMO_CENTS);
  const campaignName = unique('Galette des rois');

  // Without access and without any campaign, the section leads straight to the unlock screen.
  await signInByApi(page, owner.email, '/regie-publicitaire');
  await expect(page).toHaveURL(/\/deverrouiller-regie$/);
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_MESSAGES.unlockTitle })).toBeVisible();
  const amountToPay = page.getByTestId('amount-to-pay');
  await expect(amountToPay).toHaveText(formatEuros(ONE_OFF_CENTS));
  const verify = page.getByRole('button', { name: PAYMENT_MESSAGES.verify });
  await expect(verify).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: PAYMENT_MESSAGES.promoLabel }).fill(promoCode);
  await verify.click();
  await expect(page.getByText(PAYMENT_MESSAGES.promoApplied(PROMO_CENTS))).toBeVisible();
  // The discount, then which payment it comes off (the offer explains promo codes before paying).
  const applied = page.getByRole('status').filter({ hasText: 'Code appliqué' });
  await expect(applied.getByText(/^Code appliqué : -3,00\s€$/)).toBeVisible();
  await expect(applied).toContainText('Remise appliquée à ce paiement unique');
  await expect(amountToPay).toHaveText(formatEuros(ONE_OFF_CENTS - PROMO_CENTS));
  await expect(amountToPay).toHaveText(/^12,00\s€$/);
  await expectAccessible(page);

  // The simulated provider's checkout page: product, amount, no real debit.
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await expect(page.getByText(PAYMENT_MESSAGES.simulated)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: PAYMENT_MESSAGES.productOneOff })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: formatEuros(ONE_OFF_CENTS - PROMO_CENTS) })).toBeVisible();
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByText(PAYMENT_MESSAGES.pollingPaid)).toBeVisible();
  await expect(page).toHaveURL(/\/regie-publicitaire\?payment_success=1$/);
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_MESSAGES.title })).toBeVisible();
  await expect(page.getByText(CAMPAIGN_MESSAGES.paymentSuccess)).toBeVisible();
  const bakeryCard = page.locator('li.campaign-card').filter({ has: page.getByRole('heading', { name: bakeryName }) });
  await expect(bakeryCard).toContainText(CAMPAIGN_MESSAGES.noCampaign);

  // A draft campaign, created from the form.
  await page.getByRole('combobox', { name: 'Boulangerie *' }).selectOption({ label: `${bakeryName} - ${RALLIEMENT.city}` });
  await page.getByRole('textbox', { name: 'Nom de la campagne *' }).fill(campaignName);
  await page.getByRole('textbox', { name: 'Description' }).fill('Une part offerte pour toute galette achetée.');
  await page.getByRole('textbox', { name: 'Site du boulanger' }).fill(`${BAKER_SITE}/galette`);
  await page.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.created)).toBeVisible();
  await expect(page.getByRole('button', { name: CAMPAIGN_MESSAGES.createAnother })).toBeVisible();
  const row = campaignRow(page, campaignName);
  await expect(row).toContainText('Brouillon');

  // Two portrait images through the inline edit form.
  await row.getByRole('button', { name: CAMPAIGN_MESSAGES.edit, exact: true }).click();
  const editForm = page.getByRole('form', { name: `Modifier ${campaignName}` });
  await expect(editForm).toBeVisible();
  await editForm.getByLabel(/^Ajouter des images/).setInputFiles([
    { name: 'galette-1.png', mimeType: 'image/png', buffer: columnsPng(180, 320, () => [242, 140, 40]) },
    { name: 'galette-2.png', mimeType: 'image/png', buffer: columnsPng(180, 320, () => [110, 60, 20]) },
  ]);
  await expect(editForm.getByText(CAMPAIGN_MESSAGES.imageUploaded)).toBeVisible();
  for (const position of [1, 2]) {
    await expect(editForm.getByRole('img', { name: `Image ${position} de ${campaignName}` })).toHaveAttribute('src', /\/media\//);
  }
  await expect(editForm.getByRole('group', { name: 'Images (2/5)' })).toBeVisible();

  // The month is not paid: Publier is disabled and says why.
  const publish = row.getByRole('button', { name: CAMPAIGN_MESSAGES.publish, exact: true });
  await expect(publish).toBeDisabled();
  await expect(row.getByText(CAMPAIGN_MESSAGES.badgePaymentRequired, { exact: true })).toBeVisible();
  await expect(row.getByText(CAMPAIGN_MESSAGES.paymentNotCurrent)).toBeVisible();
  await expectAccessible(page);

  // The draft's month is paid one way only: from the campaign, which is published by the payment itself.
  await expect(bakeryCard.getByRole('button', { name: CAMPAIGN_MESSAGES.payFor(bakeryName) })).toHaveCount(0);
  await expect(bakeryCard).toContainText(/Le mois se règle depuis la campagne à publier/);
  await row.getByRole('button', { name: CAMPAIGN_MESSAGES.payAndPublish(formatEuros(MONTH_FEE_CENTS)) }).click();
  const payDialog = page.getByRole('dialog', { name: new RegExp(`^${CAMPAIGN_MESSAGES.payDialog.replace(/\s/g, '\\s')}`) });
  await expect(payDialog).toBeVisible();
  await expect(payDialog).toContainText(
    /Le paiement couvre le mois civil en cours, jusqu'au .+ inclus, quel que soit le jour du paiement \(pas de prorata\)\./,
  );
  await payDialog.getByRole('button', { name: MY_PAYMENTS_MESSAGES.payMonth }).click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await expect(page.getByText(PAYMENT_MESSAGES.simulated)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: PAYMENT_MESSAGES.productBakeryMonth(bakeryName) })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: formatEuros(MONTH_FEE_CENTS) })).toBeVisible();
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  // Confirmed: the result screen goes back to the campaign manager at once.
  await expect(page).toHaveURL(/\/regie-publicitaire$/);
  await expect(bakeryCard.getByText(CAMPAIGN_MESSAGES.paidThisMonth)).toBeVisible();
  await expect(row.getByText(CAMPAIGN_MESSAGES.badgePaymentRequired, { exact: true })).toHaveCount(0);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: CAMPAIGN_MESSAGES.unpublish })).toBeVisible();
  await expectAccessible(page);

  // A visitor sees the campaign and its two images on the bakery page.
  const visitor = await openContext(browser, consoleErrors);
  await visitor.page.goto(`/boulangerie/${bakeryId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: bakeryName })).toBeVisible();
  const block = visitor.page.getByRole('region', { name: campaignName });
  await expect(block).toBeVisible();
  for (const position of [1, 2]) {
    await expect(block.getByRole('img', { name: `${campaignName}, image ${position} sur 2` })).toHaveAttribute('src', /\/media\//);
  }
  await expect(block.getByRole('link', { name: new RegExp(`^${CAMPAIGN_MESSAGES.siteLink}`) })).toHaveAttribute(
    'href',
    `${BAKER_SITE}/galette`,
  );
  await expectAccessible(visitor.page);

  // Unpublished: back to draft, and gone from the visitor's page within seconds.
  await row.getByRole('button', { name: CAMPAIGN_MESSAGES.unpublish }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.unpublished)).toBeVisible();
  await expect(row).toContainText('Brouillon');
  await expect(async () => {
    const answered = publishedCampaignsResponse(visitor.page, bakeryId);
    await visitor.page.reload();
    expect(await (await answered).json()).toEqual([]);
  }).toPass({ timeout: 10_000 });
  await expect(visitor.page.getByRole('heading', { level: 1, name: bakeryName })).toBeVisible();
  await expect(visitor.page.getByRole('region', { name: campaignName })).toHaveCount(0);
  await expect(visitor.page.getByText(campaignName)).toHaveCount(0);
  await visitor.context.close();
});

test('the campaign manager counts a visitor’s view and click, not a reload within the window', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // A published campaign, arranged through the API: access (simulated payment), the month paid, published.
  const { owner, bakeryId, bakeryName } = await ownerWithBakery(request, 'statisticienne', 'Fournil des Comptes');
  const access = await request.post(`${baseUrl}/api/payments/create-checkout-session/`, {
    headers: auth(owner),
    data: { mode: 'payment', promo_code: null, amount_cents: ONE_OFF_CENTS },
  });
  expect(access.status(), await access.text()).toBe(200);
  await paySimulated(request, owner, ((await access.json()) as { checkout_url: string }).checkout_url);
  const campaignName = unique('Fougasse du jeudi');
  const created = await request.post(`${baseUrl}/api/regiepub/campagnes-publicitaires/`, {
    headers: auth(owner),
    multipart: {
      boulangerie: String(bakeryId),
      nom_campagne: campaignName,
      description: 'Aux olives.',
      formule: 'payante',
      url_site_boulanger: `${BAKER_SITE}/fougasse`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { id: number }).id;
  const month = await request.post(`${baseUrl}/api/payments/create-payment-session/`, {
    headers: auth(owner),
    data: { boulangerie_id: bakeryId },
  });
  expect(month.status(), await month.text()).toBe(200);
  await paySimulated(request, owner, ((await month.json()) as { checkout_url: string }).checkout_url);
  const published = await request.patch(`${baseUrl}/api/regiepub/campagnes-publicitaires/${campaignId}/`, {
    headers: auth(owner),
    data: { etat: 'active' },
  });
  expect(published.status(), await published.text()).toBe(200);

  // The visitor: the block is seen (view), the baker's site link followed (click), the page reloaded.
  const visitor = await openContext(browser, consoleErrors);
  const siteRequests: string[] = [];
  await visitor.context.route(`${BAKER_SITE}/**`, (route) => {
    siteRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="fr"><title>Le site du boulanger</title><p>Bienvenue</p></html>',
    });
  });
  const firstView = beaconResponse(visitor.page, campaignId, 'vue');
  await visitor.page.goto(`/boulangerie/${bakeryId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: bakeryName })).toBeVisible();
  const block = visitor.page.getByRole('region', { name: campaignName });
  // A view counts once the block is on screen; it sits below the hours, so the visitor scrolls to it.
  await block.scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  expect((await firstView).status()).toBe(204);

  const click = beaconResponse(visitor.page, campaignId, 'clic');
  const popup = visitor.page.waitForEvent('popup');
  await block.getByRole('link', { name: new RegExp(`^${CAMPAIGN_MESSAGES.siteLink}`) }).click();
  const site = await popup;
  await expect(site).toHaveURL(`${BAKER_SITE}/fougasse`);
  await expect(site.getByText('Bienvenue')).toBeVisible();
  expect(siteRequests).toContain(`${BAKER_SITE}/fougasse`);
  expect((await click).status()).toBe(204);
  await site.close();

  const secondView = beaconResponse(visitor.page, campaignId, 'vue');
  await visitor.page.reload();
  await visitor.page.getByRole('region', { name: campaignName }).scrollIntoViewIfNeeded();
  await expect(visitor.page.getByRole('region', { name: campaignName })).toBeVisible();
  expect((await secondView).status()).toBe(204);
  await visitor.context.close();

  // The owner's campaign manager: one view and one click, as shown on the screen.
  await signInByApi(page, owner.email, '/regie-publicitaire');
  const row = campaignRow(page, campaignName);
  await expect(row).toContainText('Active');
  await expect(row.locator('td.campaign-row__stats')).toHaveText('1 vue · 1 clic');
});
