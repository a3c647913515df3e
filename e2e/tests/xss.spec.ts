// Markup typed into free-text fields stays text on every page that shows it (docs/reliability.md
// "Markup in free text"). A bakery, its campaign, a manager's name and a contact message carry
// script payloads; visitors, the owner and staff open every screen that shows them. The payloads
// would set window.__pwned if they ran; they must be shown literally instead.
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, ensureBakery } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';
import { enableTwoFactorByApi, logInWithCode } from '../support/two-factor.js';

test.describe.configure({ timeout: 120_000 });

const STRASBOURG = { lat: 48.5734, lng: 7.7521 };
const marker = crypto.randomBytes(3).toString('hex');
const PAYLOADS = {
  nom: `<img src=x onerror="window.__pwned=1">Fournil ${marker}`,
  ville: `<svg onload="window.__pwned=1">`,
  adresse: `"><script>window.__pwned=1</script>`,
  description: `<iframe src="javascript:window.__pwned=1"></iframe>`,
  presentation: `<a href="javascript:window.__pwned=1">lien</a> **gras**`,
  motduboulanger: `{{constructor.constructor('window.__pwned=1')()}}`,
  campaign: `<img src=x onerror="window.__pwned=1">Campagne ${marker}`,
  campaignText: `<details open ontoggle="window.__pwned=1">x</details>`,
  username: `<b onmouseover="window.__pwned=1">gérant ${marker}</b>`,
  message: `<script>window.__pwned=1</script>Message ${marker}`,
};

/** Nothing typed ran: no flag, no element carrying a handler or a javascript: address, no payload script (JSON data blocks quote it as text). */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const live = await page.evaluate(() => {
    const handlers = Array.from(document.querySelectorAll('*')).filter((element) =>
      Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)),
    );
    // A JSON data block (the page's JSON-LD and its embedded detail) is never run; it may quote a payload as a string.
    const isDataBlock = (script: HTMLScriptElement) =>
      /^application\/(ld\+)?json$/i.test(script.type) && JSON.parse(script.textContent ?? '') !== undefined;
    const scripts = Array.from(document.querySelectorAll('script')).filter(
      (script) => !isDataBlock(script) && script.textContent?.includes('__pwned'),
    );
    const javascriptLinks = Array.from(document.querySelectorAll('[href],[src]')).filter((element) =>
      /^\s*javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
    );
    return { handlers: handlers.length, scripts: scripts.length, javascriptLinks: javascriptLinks.length };
  });
  expect(live).toEqual({ handlers: 0, scripts: 0, javascriptLinks: 0 });
}

test.use({ geolocation: { latitude: STRASBOURG.lat, longitude: STRASBOURG.lng }, permissions: ['geolocation'] });

test('script payloads in bakery, campaign, account and message texts stay text for visitors, owners and staff', async ({
  page,
  request,
}) => {
  const bakeryId = await ensureBakery({
    nom: PAYLOADS.nom,
    latitude: STRASBOURG.lat,
    longitude: STRASBOURG.lng + 0.002,
    ville: PAYLOADS.ville,
    adresse_postale: PAYLOADS.adresse,
    code_postal_boulangerie: '67000',
    description_courte: PAYLOADS.description,
    presentation: PAYLOADS.presentation,
    motduboulanger: PAYLOADS.motduboulanger,
    disponibilite_pain: true,
  });
  const owner = await signUpByApi(request, baseUrl, 'xss-owner');
  await makeOwnerOf(owner, bakeryId);
  const manager = await signUpByApi(request, baseUrl, 'xss-manager');
  await db().query('UPDATE users SET username = $2 WHERE id = $1', [manager.id, PAYLOADS.username]);
  await db().query('UPDATE bakeries SET responsable_id = $2 WHERE id = $1', [bakeryId, manager.id]);
  // Shown on the public page as the active campaign of a bakery whose month is paid (the publication
  // and payment rules have their own journeys).
  await db().query(
    "INSERT INTO bakery_monthly_payments (boulangerie_id, period, amount_cents) VALUES ($1, date_trunc('month', now() AT TIME ZONE 'Europe/Paris')::date, 1500) ON CONFLICT DO NOTHING",
    [bakeryId],
  );
  await db().query(
    "INSERT INTO campaigns (boulangerie_id, nom_campagne, description, url_site_boulanger, etat) VALUES ($1, $2, $3, 'https://exemple.fr', 'active')",
    [bakeryId, PAYLOADS.campaign, PAYLOADS.campaignText],
  );
  const sent = await request.post(`${baseUrl}/api/contact/`, {
    data: {
      name: PAYLOADS.username,
      email: `visiteur-${marker}@exemple.fr`,
      subject: PAYLOADS.nom.slice(0, 80),
      message: PAYLOADS.message,
      captcha_0: 'test',
      captcha_1: 'PASSED',
    },
  });
  expect([200, 201], await sent.text()).toContain(sent.status());
  const staff = await signUpByApi(request, baseUrl, 'xss-staff');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [staff.id]);
  const staffSecret = await enableTwoFactorByApi(request, baseUrl, staff);

  // Visitors: the list, the bakery page (with its campaign), the directions screen.
  await page.goto('/');
  await expect(page.getByText(PAYLOADS.nom).first()).toBeVisible();
  await expectInert(page);
  await page.goto(`/boulangerie/${bakeryId}`);
  await expect(page.getByRole('heading', { level: 1, name: PAYLOADS.nom })).toBeVisible();
  await expect(page.getByText(PAYLOADS.motduboulanger)).toBeVisible();
  await expect(page.getByText(PAYLOADS.campaign).first()).toBeVisible();
  await expectInert(page);
  await page.goto(`/itineraire?lng=${STRASBOURG.lng + 0.002}&lat=${STRASBOURG.lat}&nom=${encodeURIComponent(PAYLOADS.nom)}&id=${bakeryId}`);
  await expect(page.getByText(PAYLOADS.nom).first()).toBeVisible();
  await expectInert(page);

  // The owner: the bakeries list, the bakery's screen (with its manager), the campaign manager.
  await signInByApi(page, owner.email, '/boulangeries');
  await expect(page.getByText(PAYLOADS.nom).first()).toBeVisible();
  await expectInert(page);
  await page.goto(`/boulangeries/${bakeryId}`);
  await expect(page.getByText(PAYLOADS.nom).first()).toBeVisible();
  await expectInert(page);
  await page.goto('/regie-publicitaire');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectInert(page);

  // Staff: bakeries, users, the inbox and the message itself.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInWithCode(page, staff.email, staffSecret);
  await expect(page).not.toHaveURL(/\/login$/);
  for (const [path, text] of [
    ['/admin/boulangeries', PAYLOADS.nom],
    ['/admin/utilisateurs', PAYLOADS.username],
    ['/admin/messages', PAYLOADS.username],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expectInert(page);
  }
  const messageId = (await db().query<{ id: number }>('SELECT id FROM contact_messages WHERE message = $1', [PAYLOADS.message])).rows[0]
    ?.id;
  expect(messageId).toBeDefined();
  await page.goto(`/admin/messages/${messageId}`);
  await expect(page.getByText(PAYLOADS.message)).toBeVisible();
  await expectInert(page);
});
