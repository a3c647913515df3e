// Campaign photos first and « Mes paiements » lists money (docs/advertising.md, "The campaign
// manager screen" and "Publish on payment"; docs/payments.md, "Mes paiements"), on a 375 px phone
// with axe: an owner with one bakery in Besançon creates a campaign without an image, which cannot
// be paid; then one with a 6 MB phone photo, reduced in the browser, abandons a first checkout, pays
// the second and finds the campaign published; « Mes paiements » shows the payment, not the abandoned
// checkout, and a checkout left pending for over an hour reads « Paiement non finalisé ».
import crypto from 'node:crypto';
import { CAMPAIGN_MESSAGES, MY_PAYMENTS_MESSAGES, PAYMENT_MESSAGES, encodeBakeryParts, formatEuros } from '@fournil/shared';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from '../support/accounts.js';
import { db, weekHours } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { freshBakerySiren } from '../support/peers.js';
import { SCREENSHOTS_WANTED } from '../support/screenshots.js';
import { signUpByApi, type ApiAccount } from '../support/pro-api.js';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 180_000 });

const FEE = formatEuros(1500);
/** This spec's town: no other journey places bakeries here. */
const BESANCON = { latitude: 47.2378, longitude: 6.0241 };

const auth = (account: ApiAccount) => ({ authorization: `Bearer ${account.access}` });
const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(3).toString('hex')}`;

/** A 4000 × 3000 phone photo of about 6 MB: a gradient under strong noise, so that JPEG cannot make it small. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const noise = (Math.random() - 0.5) * 90;
      raw[i] = Math.max(0, Math.min(255, (200 * x) / width + 30 + noise));
      raw[i + 1] = Math.max(0, Math.min(255, 140 + noise));
      raw[i + 2] = Math.max(0, Math.min(255, (200 * y) / height + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function createBakery(request: APIRequestContext, owner: ApiAccount, name: string): Promise<number> {
  const week = weekHours({ ouverture_matin: '07:00', fermeture_matin: '20:00' });
  const created = await request.post(`${baseUrl}/api/cotepro/mes-boulangeries/`, {
    headers: auth(owner),
    multipart: encodeBakeryParts({
      nom: name,
      adresse_postale: '1 place Pasteur',
      ville: 'Besançon',
      code_postal_boulangerie: '25000',
      ...BESANCON,
      disponibilite_pain: true,
      jours_ouvertures: week.jours as never,
      horaires_ouvertures: week.horaires as never,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The advertising access, bought through the simulated checkout's API. */
async function unlockByApi(request: APIRequestContext, owner: ApiAccount): Promise<void> {
  const started = await request.post(`${baseUrl}/api/payments/create-checkout-session/`, {
    headers: auth(owner),
    data: { mode: 'payment' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const sessionId = ((await started.json()) as { checkout_url: string }).checkout_url.split('/').pop()!;
  const paid = await request.post(`${baseUrl}/api/payments/simulation/${sessionId}/payer/`, { headers: auth(owner) });
  expect(paid.status(), await paid.text()).toBe(200);
}

const campaignRow = (page: Page, name: string): Locator =>
  page.locator('tr.campaign-row:not(.campaign-row--edit)').filter({ hasText: name });

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test('a campaign cannot be paid without an image; with a 6 MB phone photo reduced in the browser it is paid and published, and « Mes paiements » shows money, not attempts', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await signUpByApi(request, baseUrl, 'photos');
  const verified = await request.post(`${baseUrl}/api/insee/auth/verify-siren/`, {
    headers: auth(owner),
    data: { siren: freshBakerySiren() },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const bakeryName = unique('Fournil de Battant');
  const bakeryId = await createBakery(request, owner, bakeryName);
  await unlockByApi(request, owner);
  const photo = await phonePhoto();
  expect(photo.length, 'the phone photo weighs more than the 2 MB the server takes').toBeGreaterThan(6 * 1024 * 1024);

  // ------------------------------------------------ the form: the only bakery chosen, no one-option formule
  await signInByApi(page, owner.email, '/regie-publicitaire');
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_MESSAGES.title })).toBeVisible();
  const bakerySelect = page.getByRole('combobox', { name: 'Boulangerie *' });
  await expect(bakerySelect).toHaveValue(String(bakeryId));
  await expect(page.getByRole('combobox', { name: 'Formule *' })).toHaveCount(0);

  // ------------------------------------------------ a campaign without an image cannot be paid
  const bareName = unique('Comté affiné');
  await page.getByRole('textbox', { name: 'Nom de la campagne *' }).fill(bareName);
  await page.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.created)).toBeVisible();
  const bare = campaignRow(page, bareName);
  const barePay = bare.getByRole('button', { name: CAMPAIGN_MESSAGES.payAndPublish(FEE) });
  await expect(barePay).toBeDisabled();
  await expect(bare.getByText(CAMPAIGN_MESSAGES.payNeedsImage)).toBeVisible();
  await expect(barePay).toHaveAttribute('aria-describedby', /.+/);
  // One way to pay the month: the bakery's card points to the campaign.
  const card = page.locator('li.campaign-card').filter({ has: page.getByRole('heading', { name: bakeryName }) });
  await expect(card.getByRole('button', { name: CAMPAIGN_MESSAGES.payFor(bakeryName) })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'campaign-without-image');

  // ------------------------------------------------ a campaign with a 6 MB phone photo, reduced before upload
  await page.getByRole('button', { name: CAMPAIGN_MESSAGES.createAnother }).click();
  await expect(bakerySelect).toHaveValue(String(bakeryId));
  const photoName = unique('Pain de Battant');
  await page.getByRole('textbox', { name: 'Nom de la campagne *' }).fill(photoName);
  await page.getByLabel(CAMPAIGN_MESSAGES.imagesLabel).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Image 1 choisie' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Images (1/5)' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'campaign-form-with-photo');
  const uploads: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/images\/$/.test(sent.url())) uploads.push(sent);
  });
  await page.getByRole('button', { name: CAMPAIGN_MESSAGES.createButton }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.createdWithImages(1))).toBeVisible();
  expect(uploads).toHaveLength(1);
  // The server takes 2 MB at most (413 beyond): the 6 MB photo got through because the browser reduced it.
  const answer = await uploads[0]!.response();
  expect(answer?.status()).toBe(201);
  const withPhoto = campaignRow(page, photoName);
  const pay = withPhoto.getByRole('button', { name: CAMPAIGN_MESSAGES.payAndPublish(FEE) });
  await expect(pay).toBeEnabled();
  await expect(withPhoto.getByText(CAMPAIGN_MESSAGES.payNeedsImage)).toHaveCount(0);
  const stored = await db().query<{ image: string }>(
    'SELECT i.image FROM campaign_images i JOIN campaigns c ON c.id = i.campaign_id WHERE c.nom_campagne = $1',
    [photoName],
  );
  expect(stored.rows).toHaveLength(1);

  // ------------------------------------------------ a first checkout abandoned, then the month paid
  await pay.click();
  const dialog = withPhoto.getByRole('dialog');
  await expect(dialog).toContainText(
    /Le paiement couvre le mois civil en cours, jusqu'au .+ inclus, quel que soit le jour du paiement \(pas de prorata\)\./,
  );
  await expectAccessible(page);
  await shoot(page, 'pay-dialog-month-rule');
  await dialog.getByRole('button', { name: MY_PAYMENTS_MESSAGES.payMonth }).click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await page.getByRole('button', { name: PAYMENT_MESSAGES.cancel, exact: true }).click();
  await expect(page).toHaveURL(/\/regie-publicitaire/);
  await expect(withPhoto).toContainText('Brouillon');

  await withPhoto.getByRole('button', { name: CAMPAIGN_MESSAGES.payAndPublish(FEE) }).click();
  await withPhoto.getByRole('dialog').getByRole('button', { name: MY_PAYMENTS_MESSAGES.payMonth }).click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  // Confirmed: straight back to the campaign manager, the campaign published by the payment.
  await expect(page).toHaveURL(/\/regie-publicitaire$/);
  await expect(withPhoto).toContainText('Active');
  await expect(card.getByText(CAMPAIGN_MESSAGES.paidThisMonth)).toBeVisible();

  // ------------------------------------------------ « Mes paiements »: money, not attempts
  // The access was bought three hours ago; a subscription checkout opened an hour later was never
  // finished (a later attempt: not superseded by the earlier payment).
  await db().query(
    "UPDATE payment_sessions SET created_at = now() - interval '3 hours' WHERE user_id = $1 AND purpose = 'ad_access_payment'",
    [owner.id],
  );
  const started = await request.post(`${baseUrl}/api/payments/create-checkout-session/`, {
    headers: auth(owner),
    data: { mode: 'subscription' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const stalled = ((await started.json()) as { checkout_url: string }).checkout_url.split('/').pop()!;
  await db().query("UPDATE payment_sessions SET created_at = now() - interval '2 hours' WHERE provider_session_id = $1", [stalled]);
  const attempts = await db().query<{ status: string }>(
    "SELECT status FROM payment_sessions WHERE user_id = $1 AND purpose = 'bakery_month' ORDER BY id",
    [owner.id],
  );
  expect(attempts.rows.map((row) => row.status)).toEqual(['canceled', 'paid']);

  await page.goto('/mes-paiements');
  await expect(page.getByRole('heading', { level: 1, name: MY_PAYMENTS_MESSAGES.title })).toBeVisible();
  const monthRows = page.locator('tr.my-payments__row').filter({ hasText: PAYMENT_MESSAGES.productBakeryMonth(bakeryName) });
  await expect(monthRows).toHaveCount(1);
  await expect(monthRows.getByText('Payé', { exact: true })).toBeVisible();
  await expect(page.getByText('Annulé', { exact: true })).toHaveCount(0);
  const unfinished = page.locator('tr.my-payments__row').filter({ hasText: PAYMENT_MESSAGES.productSubscription });
  await expect(unfinished.getByText(MY_PAYMENTS_MESSAGES.unfinished)).toBeVisible();
  const resume = unfinished.getByRole('link', { name: new RegExp(`^${MY_PAYMENTS_MESSAGES.resume}`) });
  await expect(resume).toHaveAttribute('href', '/deverrouiller-regie');
  await expectAccessible(page);
  await shoot(page, 'my-payments');
});
