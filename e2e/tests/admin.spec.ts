// The staff back-office (docs/back-office.md): a staff account edits the `mentions` page and a FAQ
// shown on '/'; a visitor sees the new texts; markup typed to run script stays inert in the
// editor's preview and on the public pages; the back-office screens pass axe at 375 px.
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, ensureBakery, insertFaq, insertPage } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test, watchPageErrors } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';
import { enableTwoFactorByApi, logInWithCode } from '../support/two-factor.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

// The staff journey (two editors, ten axe scans, a visitor) ran past 90 s on a busy CI machine.
test.describe.configure({ timeout: 180_000 });

const SCRIPT_PAYLOAD = '<script>window.__pwned=1</script>';
const IMG_PAYLOAD = '<img src=x onerror="window.__pwned=1">';

/**
 * Chromium reports the Content-Security-Policy refusal of the payload's `onerror` when DOMPurify
 * parses it in its inert document (the document inherits the page's `script-src 'self'`): the
 * handler is refused at parse time and never runs (expectInert). Those lines are the expected
 * trace of the payload, not errors of the app.
 */
const CSP_REFUSED_HANDLER = /Executing inline event handler violates the following Content Security Policy directive/;

function dropCspRefusals(errors: string[]): void {
  const kept = errors.filter((error) => !CSP_REFUSED_HANDLER.test(error));
  errors.splice(0, errors.length, ...kept);
}

/** Nothing typed by staff ran: no flag on the window, no script of the payload, no image with a handler. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('script', { hasText: '__pwned' }).count()).toBe(0);
  expect(await page.locator('[onerror]').count()).toBe(0);
}

/**
 * A staff account: registered and confirmed through the API, promoted in the database as `npm run
 * create-staff` does, with two-step verification on (the back-office needs it, docs/two-factor.md).
 */
async function staffAccount(request: Parameters<typeof signUpByApi>[0]) {
  const account = await signUpByApi(request, baseUrl, 'staff');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [account.id]);
  return { ...account, secret: await enableTwoFactorByApi(request, baseUrl, account) };
}

test('a signed-out visitor is sent to the login screen, and a plain account is told the area is reserved', async ({ page, request }) => {
  await page.goto('/admin/pages');
  await expect(page).toHaveURL(/\/login$/);
  const account = await signUpByApi(request, baseUrl, 'plain');
  await signInByApi(page, account.email, '/admin/pages');
  await expect(page.getByText('Réservé à l’équipe Fournil.')).toBeVisible();
});

/** The journeys share one database: what the staff journey changes is put back after it. */
let putBack: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await putBack?.();
  putBack = undefined;
});

test('staff edit the mentions page and a home FAQ; visitors see the new texts, and injected markup stays inert', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const marker = crypto.randomBytes(3).toString('hex');
  const pageText = `Mise à jour ${marker}`;
  const faqText = `Réponse revue ${marker}`;
  const question = `Question du back-office ${marker} ?`;
  const faqId = await insertFaq({ question, answer: '<p>Ancienne réponse.</p>', color: 'orange', destinations: ['/'] });
  const original = (
    await db().query<{ title: string; content: string }>('SELECT title, content FROM static_pages WHERE slug = $1', ['mentions'])
  ).rows[0];
  putBack = async () => {
    await db().query('DELETE FROM faqs WHERE id = $1', [faqId]);
    if (original) await insertPage({ slug: 'mentions', ...original });
  };
  const staff = await staffAccount(request);

  await logInWithCode(page, staff.email, staff.secret);
  await expect(page).not.toHaveURL(/\/login$/);

  // --- the mentions page: the seeded text is kept (other journeys read it), a paragraph and the payloads are added.
  await page.goto('/admin/pages/mentions');
  const content = page.getByLabel('Contenu (markdown)');
  await expect(content).not.toHaveValue('');
  const seeded = await content.inputValue();
  const cleaned = seeded.replace(/\n\nMise à jour [0-9a-f]{6}[\s\S]*$/, '');
  await content.fill(`${cleaned}\n\n${pageText}\n\n${SCRIPT_PAYLOAD}\n\n${IMG_PAYLOAD}\n`);
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  const preview = page.getByRole('region', { name: 'Aperçu de la page' });
  await expect(preview.getByText(pageText)).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Éditeur du site' })).toBeVisible();
  await expectInert(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Page enregistrée.')).toBeVisible();
  await expectAccessible(page);

  // --- the FAQ shown on '/'.
  await page.goto(`/admin/faq/${faqId}`);
  const answer = page.getByLabel('Réponse');
  await expect(answer).toHaveValue('<p>Ancienne réponse.</p>');
  await answer.fill(`<p>${faqText}</p>${SCRIPT_PAYLOAD}${IMG_PAYLOAD}`);
  await page.getByText('Bleu', { exact: true }).click();
  const faqPreview = page.getByRole('region', { name: 'Aperçu de la question' });
  await expect(faqPreview.getByText(faqText)).toBeVisible();
  await expectInert(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Question enregistrée.')).toBeVisible();
  await expectAccessible(page);

  // --- the other sections at 375 px.
  for (const section of [
    'pages',
    'faq',
    'codes-promo',
    'messages',
    'utilisateurs',
    'boulangeries',
    'signalements',
    'paiements',
    'journal',
  ]) {
    await page.goto(`/admin/${section}`);
    await expect(page.getByRole('navigation', { name: 'Sections du back-office' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    await expectAccessible(page);
  }
  await page.goto('/admin/journal');
  await expect(page.locator('td', { hasText: 'mentions' }).first()).toBeVisible();

  // --- a visitor, in a browser of their own.
  const errors: string[] = [];
  const visitor = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 375, height: 812 },
  });
  const visitorPage = await visitor.newPage();
  watchPageErrors(visitorPage, errors);
  await visitorPage.goto('/page/mentions');
  await expect(visitorPage.getByText(pageText)).toBeVisible();
  await expectInert(visitorPage);

  await visitorPage.goto('/');
  await visitorPage.locator('.site-footer').scrollIntoViewIfNeeded();
  const faq = visitorPage.getByRole('region', { name: 'Questions fréquentes' });
  const summary = faq.getByText(question);
  await expect(summary).toBeVisible();
  await summary.click();
  await expect(faq.getByText(faqText)).toBeVisible();
  await expect(faq.locator('details', { hasText: question })).toHaveAttribute('data-color', 'blue');
  await expectInert(visitorPage);
  await visitor.close();
  dropCspRefusals(errors);
  expect(errors).toEqual([]);
  dropCspRefusals(consoleErrors);
});

/** Sections whose main content is a table, at /admin/<segment>. */
const TABLE_SECTIONS = ['pages', 'faq', 'codes-promo', 'messages', 'utilisateurs', 'boulangeries', 'signalements', 'paiements', 'journal'];
/** The ones that have rows in this journey whichever journeys ran before (seeded pages and FAQs, its own accounts and payment). */
const SECTIONS_WITH_ROWS = ['pages', 'faq', 'utilisateurs', 'boulangeries', 'paiements'];

test('at 1280 px every back-office table fits without a horizontal scroll, and accounts show their roles in French', async ({
  page,
  request,
}) => {
  // Three sign-ups, eight sections and an axe scan: past 180 s on a loaded 2-core machine (2026-11-26).
  test.setTimeout(360_000);
  const staff = await staffAccount(request);
  const owner = await signUpByApi(request, baseUrl, 'admin-proprio');
  const manager = await signUpByApi(request, baseUrl, 'admin-responsable');
  // Out of the Lyon and Limoges circles other journeys count cards in.
  const bakeryId = await ensureBakery({
    nom: 'Le Fournil de Quimper (back-office)',
    latitude: 47.996,
    longitude: -4.1024,
    ville: 'Quimper',
    code_postal_boulangerie: '29000',
  });
  await makeOwnerOf(owner, bakeryId);
  await db().query('UPDATE bakeries SET responsable_id = $2 WHERE id = $1', [bakeryId, manager.id]);
  // A payment with a long reference and the longest purpose: the widest row the payments table gets.
  const reference = `cs_test_${crypto.randomBytes(30).toString('hex')}`;
  await db().query(
    `INSERT INTO payment_sessions (user_id, purpose, boulangerie_id, period, amount_cents, provider, provider_session_id, status)
     VALUES ($1, 'bakery_month_subscription', $2, date_trunc('month', now())::date, 1500, 'simulated', $3, 'pending')`,
    [owner.id, bakeryId, reference],
  );
  putBack = async () => {
    await db().query('DELETE FROM payment_sessions WHERE provider_session_id = $1', [reference]);
    await db().query('UPDATE bakeries SET responsable_id = NULL WHERE id = $1', [bakeryId]);
  };

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInWithCode(page, staff.email, staff.secret);
  await expect(page).not.toHaveURL(/\/login$/);

  for (const section of TABLE_SECTIONS) {
    await page.goto(`/admin/${section}`);
    await expect(page.locator('.admin-list').first(), section).toBeVisible();
    if (SECTIONS_WITH_ROWS.includes(section)) await expect(page.locator('.admin-table').first(), section).toBeVisible();
    const overflows = await page.evaluate(() => [
      ...Array.from(document.querySelectorAll('.admin-table-wrap'), (wrap) => wrap.scrollWidth - wrap.clientWidth),
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ]);
    expect(
      overflows.filter((extra) => extra > 0),
      `/admin/${section} scrolls sideways`,
    ).toEqual([]);
  }
  // The payment row shows the bakery under its purpose, in the table that fits.
  await page.goto('/admin/paiements');
  const payment = page.getByRole('row').filter({ hasText: reference });
  await expect(payment.getByText('Publication mensuelle d’une boulangerie (abonnement)')).toBeVisible();
  await expect(payment.getByText('Le Fournil de Quimper (back-office)')).toBeVisible();
  await expect(payment.getByText('15,00 €')).toBeVisible();

  // Roles, by their French names, each account counted alone.
  await page.goto('/admin/utilisateurs');
  const search = page.getByLabel('Rechercher (e-mail, identifiant, SIREN)');
  await search.fill(manager.email);
  const managerRow = page.getByRole('row').filter({ hasText: manager.email });
  await expect(managerRow.getByText('Responsable', { exact: true })).toBeVisible();
  await expect(managerRow.getByText('responsable de 1')).toBeVisible();
  await expect(managerRow.getByText('Propriétaire', { exact: true })).toHaveCount(0);
  await search.fill(owner.email);
  const ownerRow = page.getByRole('row').filter({ hasText: owner.email });
  await expect(ownerRow.getByText('Propriétaire', { exact: true })).toBeVisible();
  await expect(ownerRow.locator('td[data-label="Boulangeries"]')).toHaveText('1');
  await search.fill(staff.email);
  await expect(page.getByRole('row').filter({ hasText: staff.email }).getByText('Équipe Fournil', { exact: true })).toBeVisible();
  // A fresh list (no search waiting in the box's debounce), filtered on managers.
  await page.goto('/admin/utilisateurs');
  await page.getByLabel('Rôle').selectOption({ label: 'Responsables' });
  await expect(page.getByRole('row').filter({ hasText: manager.email })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toHaveCount(0);
  await expectAccessible(page);
});
