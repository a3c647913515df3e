// The pro space knows who is signed in (docs/accounts.md, "The professional area's doors" and
// "The professional area's header"): /login and « Accès PRO » lead an owner, a manager and staff to
// their own Tableau de bord; every signed-in screen has the same header with the account menu and
// « Se déconnecter »; a manager or staff member reads « Réservé au propriétaire de la boulangerie »
// on the owner's screens and is never asked for a SIREN; dashboard tiles are links; the floating
// « Retour au tableau de bord » covers no action. Also: a static page without FAQ shows no empty box
// and links home; a missing bakery's page toasts no « Erreur WebSocket ». Bakeries here are in Tours.
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { logIn } from '../support/accounts.js';
import { db, ensureBakery, insertPage } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect as baseExpect, expectAccessible, test } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';
import { makeOwnerOf, signUpByApi } from '../support/pro-api.js';
import { enableTwoFactorByApi, logInWithCode } from '../support/two-factor.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

// Sign-ups through the mail peer and several screens each: generous on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

const TOURS = { lat: 47.39, lng: 0.69 };
const OWNER_ONLY = 'Réservé au propriétaire de la boulangerie';
// A move between signed-in screens loads their chunks and the account; with eight test runs on two
// cores (load 30+, 2026-11-26) that took longer than the 15 s default. Longer waits, not timing checks.
const expect = baseExpect.configure({ timeout: 45_000 });

async function proBakery(): Promise<number> {
  return ensureBakery({
    nom: 'Fournil des Halles de Tours (pro)',
    latitude: TOURS.lat,
    longitude: TOURS.lng,
    ville: 'Tours',
    code_postal_boulangerie: '37000',
    adresse_postale: '2 place Gaston Paillhou',
  });
}

/** « Accès PRO » in the bottom bar. */
async function openProAccess(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accès PRO' }).click();
}

/**
 * Opens the header's account menu; returns its button. A click that lands while the screen is still
 * rendering its account (a CI run, 2026-11-27) is clicked again once the menu is seen closed.
 */
async function openAccountMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Mon compte' });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  return button;
}

/** The control at its own centre is itself (or inside it): nothing is drawn over it. */
async function uncoveredAtCentre(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || !element.checkVisibility()) continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      // Scrolled out of the screen (the header at the end of a long page) is not covered.
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(element === hit || element.contains(hit)))
        problems.push(`${element.textContent?.trim() || element.outerHTML.slice(0, 60)} under ${hit?.outerHTML.slice(0, 80)}`);
    }
    return problems;
  }, selector);
}

test('an owner: /login and Accès PRO lead to the dashboard, tiles are links, the header menu signs out', async ({ page, request }) => {
  const owner = await signUpByApi(request, baseUrl, 'pro-owner');
  await makeOwnerOf(owner, await proBakery());
  // A running advertising access (its payment is another journey's): the campaign manager, not the unlock screen.
  await db().query(
    "INSERT INTO ad_access_grants (user_id, starts_at, ends_at) VALUES ($1, now() - interval '1 day', now() + interval '30 days')",
    [owner.id],
  );

  await logIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // Signed in: /login and « Accès PRO » are the dashboard, never the login form or the sign-up hub.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await openProAccess(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bienvenue sur la plateforme' })).toHaveCount(0);

  // Tiles are real links, focusable with a visible focus ring, the whole tile clickable.
  const tiles = page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link');
  await expect(tiles).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Boulangeries' })).toHaveAttribute('href', '/boulangeries');
  // « Accès PRO » led to the very URL the dashboard already had, so the toHaveURL above passes before
  // the route has rendered again: a focus given to the screen being replaced is lost with it (a CI
  // run under load, 2026-12-02). Focus and Tab again until the screen stays.
  const bakeriesTile = page.getByRole('link', { name: 'Boulangeries' });
  await expect(async () => {
    await page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link', { name: 'Mon profil' }).focus();
    await page.keyboard.press('Tab');
    await expect(bakeriesTile).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  expect(await bakeriesTile.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await expectAccessible(page);
  await keepScreenshot(page, 'pro-space-owner-dashboard', { fullPage: true });
  await bakeriesTile.click({ position: { x: 8, y: 8 } });
  await expect(page).toHaveURL(/\/boulangeries$/);

  // The same header on another screen: the account menu with who is signed in, and Escape closes it.
  const menuButton = await openAccountMenu(page);
  await expect(page.locator('.account-menu').getByText(owner.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/profil');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);

  // The floating « Retour au tableau de bord » of the campaign manager covers no action: every
  // control brought into view (as keyboard focus does) and the last ones at the end of the page.
  await page.goto('/regie-publicitaire');
  const floating = page.getByRole('link', { name: 'Retour au tableau de bord' });
  await expect(floating).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouvelle campagne' })).toBeVisible();
  const coveredWhenReached = await page.evaluate(() => {
    const problems: string[] = [];
    const back = document.querySelector('.campaign-back');
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select, main textarea'),
    )) {
      if (element === back || !element.checkVisibility()) continue;
      const box0 = element.getBoundingClientRect();
      if (box0.width < 2 || box0.height < 2) continue;
      element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(element === hit || element.contains(hit)))
        problems.push(`${element.textContent?.trim() || element.outerHTML.slice(0, 60)} under ${hit?.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
  expect(coveredWhenReached).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await uncoveredAtCentre(page, 'main button, main a[href], main input, main select')).toEqual([]);
  await keepScreenshot(page, 'pro-space-owner-campaigns-end');

  // « Se déconnecter » from the menu: back to the login form, which now shows (no token any more).
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a manager: their bakeries as Tableau de bord, the owner’s screens say they are the owner’s', async ({ page, request }) => {
  const bakeryId = await proBakery();
  const manager = await signUpByApi(request, baseUrl, 'pro-manager');
  await db().query('UPDATE bakeries SET responsable_id = $1 WHERE id = $2', [manager.id, bakeryId]);

  await logIn(page, manager.email);
  await expect(page).toHaveURL(/\/boulangerie-responsable$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/boulangerie-responsable$/);
  await openProAccess(page);
  await expect(page).toHaveURL(/\/boulangerie-responsable$/);

  // The same header and menu as the owner's.
  await openAccountMenu(page);
  await expect(page.locator('.account-menu').getByText(manager.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/boulangerie-responsable');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await keepScreenshot(page, 'pro-space-manager-menu');
  await page.keyboard.press('Escape');

  for (const path of ['/regie-publicitaire', '/deverrouiller-regie', '/mes-paiements', `/boulangeries/${bakeryId}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: OWNER_ONLY })).toBeVisible();
    await expect(page.getByText(/SIREN/)).toHaveCount(0);
    await expect(page.getByText(/15,00|12,00|Payer/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  }
  await expectAccessible(page);
  await keepScreenshot(page, 'pro-space-manager-owner-only', { fullPage: true });
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/boulangerie-responsable$/);
});

test('staff: the back-office as Tableau de bord, never a SIREN prompt', async ({ page, request }) => {
  const staff = await signUpByApi(request, baseUrl, 'pro-staff');
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [staff.id]);
  const secret = await enableTwoFactorByApi(request, baseUrl, staff);

  await logInWithCode(page, staff.email, secret);
  await expect(page).toHaveURL(/\/admin\//);
  await expect(page.getByRole('heading', { name: 'Administration de Fournil' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Administration de Fournil' })).toBeVisible();

  await page.goto('/boulangeries');
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/SIREN/)).toHaveCount(0);

  await page.goto('/regie-publicitaire');
  await expect(page.getByRole('heading', { level: 1, name: OWNER_ONLY })).toBeVisible();
  await expect(page.getByText(/SIREN/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/admin/);
});

test('a static page without FAQ shows no empty FAQ box and links home', async ({ page }) => {
  const slug = `tours-${crypto.randomBytes(3).toString('hex')}`;
  await insertPage({ slug, title: 'Horaires des marchés de Tours', content: 'Les halles ouvrent à 7 h.' });
  const faqs = page.waitForResponse((response) => response.url().endsWith('/api/faqs/'));
  await page.goto(`/page/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Horaires des marchés de Tours' })).toBeVisible();
  // The FAQs have been read (the answer the block uses) before saying none is shown.
  await faqs;
  await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toHaveCount(0);
  await expect(page.getByText('Aucune question fréquente pour cette section.')).toHaveCount(0);
  const home = page.getByRole('link', { name: 'Retour à l’accueil' });
  await expect(home).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await keepScreenshot(page, 'pro-space-static-page', { fullPage: true });
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('no « Erreur WebSocket » toast on a bakery page that does not exist, nor on a 404', async ({ page }) => {
  // Every frame the page receives, recorded from the socket's opening: the answer can come before a
  // waitForEvent on the socket would be listening.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));
  await page.goto('/boulangerie/987654321');
  // The server answered the page's watch (the bakery does not exist) before looking for a toast.
  await expect.poll(() => frames.some((frame) => frame.includes('Boulangerie introuvable.'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Boulangerie introuvable' })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText('Connecté');
  await expect(page.getByText('Erreur WebSocket')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /WebSocket/ })).toHaveCount(0);

  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: '404 - Page non trouvée' })).toBeVisible();
  await expect(page.getByText(/WebSocket/)).toHaveCount(0);
  await keepScreenshot(page, 'pro-space-404', { fullPage: true });
});
