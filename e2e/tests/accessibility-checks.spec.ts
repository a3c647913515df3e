// Accessibility checks (docs/accessibility-checks.md): the rendered pages, visitor's and professional's,
// pass the Nu HTML Checker and pa11y (HTML_CodeSniffer, WCAG2AA) with no error (warnings are reported,
// never fatal); the fixed bottom navigation never hides a focused control or a submit button; the
// map's debug panel is a small keyboard toggle, collapsed, axe-clean. Bakeries in Quimper.
import fs from 'node:fs';
import { ALERT_MESSAGES } from '@fournil/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer';
import { signInByApi } from '../support/accounts.js';
import { runPa11y, runVnu, test, type CheckedIssues } from '../support/checkers.js';
import { db, ensureBakery, kmEastOf } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { showMap } from '../support/map.js';
import { expect, expectAccessible } from '../support/fixtures.js';
import { makeOwnerOf, signUpByApi, type ApiAccount } from '../support/pro-api.js';
import { enableTwoFactorByApi, signInWithCodeByApi } from '../support/two-factor.js';

const QUIMPER = { lat: 47.9959, lng: -4.1024 };
const TOWN = { ville: 'Quimper', code_postal_boulangerie: '29000' };
const CHECKED_BAKERY = {
  nom: 'Quimper Fournil des Halles',
  ...kmEastOf(QUIMPER, 0.2),
  adresse_postale: '2 rue Astor',
  telephone_boulangerie: '02 98 00 00 01',
  description_courte: 'Pain au levain et kouign-amann',
  motduboulanger: 'Kouign-amann chaud le dimanche.',
  disponibilite_pain: true,
  disponibilite_croissant: true,
  ...TOWN,
};
const OTHER_BAKERY = {
  nom: 'Quimper Pain du Steir',
  ...kmEastOf(QUIMPER, 0.6),
  adresse_postale: '5 quai du Steir',
  disponibilite_pain: false,
  ...TOWN,
};

/** Signs in as a new owner of `bakeryId`, on the dashboard. */
async function signInAsOwner(page: Page, request: APIRequestContext, bakeryId: number): Promise<ApiAccount> {
  const account = await signUpByApi(request, baseUrl, 'controle');
  await makeOwnerOf(account, bakeryId);
  await signInByApi(page, account.email, '/dashboard');
  return account;
}

const NAV_VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 800, height: 600 },
];

const HTMLCS_OWN_LOG = /^console: Translation for "[^"]+" does not exist in current language/;

// Eighteen pages, each read twice (vnu, pa11y), one Java start: under a minute on a busy CI machine.
test.describe.configure({ timeout: 180_000 });
test.use({ geolocation: { latitude: QUIMPER.lat, longitude: QUIMPER.lng }, permissions: ['geolocation'] });

test('visitor and professional pages pass the Nu HTML Checker and pa11y (WCAG2AA) with no error', async ({
  page,
  request,
  pa11yBrowser,
  isMobile,
  hasTouch,
  deviceScaleFactor,
  consoleErrors,
}) => {
  const bakeryId = await ensureBakery(CHECKED_BAKERY);
  await ensureBakery(OTHER_BAKERY);
  // The journeys of this file run in parallel: each signs in as the owner of its own bakery.

  const rendered: { name: string; html: string }[] = [];
  const pa11yIssues: CheckedIssues = { errors: [], warnings: [] };
  /** Opens `path`, waits until `ready` shows (the screen drawn with its data), then both checkers read it. */
  async function check(
    name: string,
    path: string | null,
    ready: (page: Page) => Locator,
    browser: PuppeteerBrowser = pa11yBrowser,
  ): Promise<void> {
    if (path) await page.goto(path);
    await expect(ready(page).first()).toBeVisible();
    rendered.push({ name, html: await page.content() });
    const issues = await runPa11y(browser, page, name, { isMobile, hasTouch, deviceScaleFactor });
    pa11yIssues.errors.push(...issues.errors);
    pa11yIssues.warnings.push(...issues.warnings);
  }

  // --- a visitor
  await check('accueil (liste et carte)', '/', (p) =>
    p.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link', { name: new RegExp(CHECKED_BAKERY.nom) }),
  );
  await showMap(page);
  await expect(page.locator(`button[data-bakery-id="${bakeryId}"]`)).toBeVisible();
  await check('accueil (carte chargée)', null, (p) => p.getByRole('button', { name: 'Suivre ma position' }));
  await check('fiche boulangerie', `/boulangerie/${bakeryId}`, (p) => p.getByRole('heading', { level: 1, name: CHECKED_BAKERY.nom }));
  await check('page de ville', '/ville/quimper-29000', (p) => p.getByRole('heading', { level: 1, name: 'Boulangeries à Quimper (29000)' }));
  await check('mentions légales', '/page/mentions', (p) => p.getByRole('heading', { level: 1 }));
  await check('contact', '/messageriedirect', (p) => p.locator('img[src*="/api/captcha/image/"]'));
  await check('mes alertes', '/mes-alertes', (p) => p.getByText(ALERT_MESSAGES.listEmpty));
  await check('inscription', '/register', (p) => p.getByRole('button', { name: "S'inscrire" }));
  await check('connexion', '/login', (p) => p.getByRole('button', { name: 'Se connecter' }));
  await check('page introuvable', '/pas-de-page-ici', (p) => p.getByText('404 - Page non trouvée'));

  // --- an owner of the bakery, who is staff too
  const account = await signInAsOwner(page, request, bakeryId);
  await db().query('UPDATE users SET is_staff = true WHERE id = $1', [account.id]);
  // The back-office pages below need two-step verification on (docs/two-factor.md, "Staff"), and a
  // session that passed it: turning it on ended the page's session, which signs in again with a code.
  const secret = await enableTwoFactorByApi(request, baseUrl, account);
  await signInWithCodeByApi(page, account.email, secret, '/dashboard');
  await check('tableau de bord', null, (p) => p.getByRole('heading', { level: 1 }));
  await check('profil', '/profil', (p) => p.getByRole('region', { name: 'Compte' }).getByText(account.email, { exact: true }));
  await check('mes boulangeries', '/boulangeries', (p) => p.getByRole('link', { name: new RegExp(`^${CHECKED_BAKERY.nom}`) }));
  await page.goto(`/boulangeries/${bakeryId}`);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await check('boulangerie, formulaire de modification', null, (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check('régie publicitaire, déverrouillage', '/deverrouiller-regie', (p) => p.getByRole('heading', { level: 1 }));
  await db().query(
    "INSERT INTO ad_access_grants (user_id, starts_at, ends_at) VALUES ($1, now() - interval '1 day', now() + interval '30 days')",
    [account.id],
  );
  await check('régie publicitaire', '/regie-publicitaire', (p) => p.getByRole('heading', { level: 1 }));
  await check('mes paiements', '/mes-paiements', (p) => p.getByRole('heading', { level: 1 }));
  await check('administration, pages', '/admin/pages/mentions', (p) => p.getByLabel('Contenu (markdown)'));
  await check('administration, boulangeries', '/admin/boulangeries', (p) => p.getByText(CHECKED_BAKERY.nom));

  // HTML_CodeSniffer logs its own missing translations in the page: the checker's lines, not the app's.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !HTMLCS_OWN_LOG.test(error)));
  const vnuIssues = await runVnu(rendered);
  // The whole report (errors and warnings of both checkers) beside the test's other results.
  const report = test.info().outputPath('controles-html.json');
  fs.writeFileSync(report, JSON.stringify({ vnu: vnuIssues, pa11y: pa11yIssues }, null, 2));
  await test.info().attach('controles-html', { path: report, contentType: 'application/json' });
  console.log(
    `${rendered.length} pages : vnu ${vnuIssues.errors.length} erreurs, ${vnuIssues.warnings.length} avertissements ; pa11y ${pa11yIssues.errors.length} erreurs, ${pa11yIssues.warnings.length} avertissements`,
  );
  expect(rendered.length).toBeGreaterThanOrEqual(10);
  expect.soft(vnuIssues.errors, 'Nu HTML Checker').toEqual([]);
  expect.soft(pa11yIssues.errors, 'pa11y (WCAG2AA)').toEqual([]);
});

// ------------------------------------------------------------------ the fixed bottom navigation

type FocusReport = {
  target: string;
  isCovered: boolean;
  onTop: string;
  overlapsNav: boolean;
  bottom: number;
  navTop: number;
  isInNav: boolean;
  isSubmit: boolean;
};

/**
 * Where the keyboard focus is, once the page has stopped scrolling to it (`scroll-behavior: smooth`):
 * whether what lies at the focused control's centre is the control (or inside it, or its own label) or
 * else a fixed layer drawn over the page (the navigation, a floating button, a toast) — a map marker
 * over its own map is neither —, and whether the control's box reaches under the bottom navigation.
 */
async function focusReport(page: Page, submitName: string): Promise<FocusReport | null> {
  return page.evaluate(async (submit) => {
    let still = 0;
    let last = window.scrollY;
    for (let frame = 0; frame < 90 && still < 3; frame += 1) {
      await new Promise(requestAnimationFrame);
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const describe = (node: Element | null) =>
      node
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} « ${(node.getAttribute('aria-label') || (node as HTMLInputElement).labels?.[0]?.textContent || node.textContent || '').trim().slice(0, 40)} »`
        : 'rien';
    const nav = document.querySelector('.bottom-nav');
    const navTop = nav?.getBoundingClientRect().top ?? window.innerHeight;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const labels = Array.from((element as HTMLInputElement).labels ?? []);
    const isOwn = hit !== null && (hit === element || element.contains(hit) || labels.some((label) => label.contains(hit)));
    let layer: Element | null = hit;
    while (layer && !(getComputedStyle(layer).position === 'fixed' && !layer.contains(element))) layer = layer.parentElement;
    return {
      target: describe(element),
      isCovered: !isOwn && layer !== null,
      onTop: describe(hit),
      overlapsNav: box.bottom > navTop + 0.5,
      bottom: Math.round(box.bottom),
      navTop: Math.round(navTop),
      isInNav: nav?.contains(element) ?? false,
      isSubmit: element.tagName === 'BUTTON' && (element as HTMLButtonElement).type === 'submit' && element.textContent?.trim() === submit,
    };
  }, submitName);
}

/**
 * Tabs from the top of the page to the form's submit button: no focused control on the way is covered
 * or reaches under the navigation; then the button, scrolled into view from the top, sits fully above it.
 */
async function expectNavNeverHidesTheForm(page: Page, submitName: string, where: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const problems: string[] = [];
  let focused = 0;
  for (let presses = 0; presses < 250; presses += 1) {
    await page.keyboard.press('Tab');
    const report = await focusReport(page, submitName);
    if (!report) continue;
    if (report.isInNav) break;
    focused += 1;
    if (report.isCovered) problems.push(`${where} : ${report.target} recouvert par ${report.onTop}`);
    if (report.overlapsNav)
      problems.push(
        `${where} : ${report.target} passe sous la barre de navigation (bas à ${report.bottom} px, barre à ${report.navTop} px)`,
      );
    if (report.isSubmit) break;
  }
  const submit = page.getByRole('button', { name: submitName, exact: true });
  await expect(submit, `${where} : le bouton « ${submitName} » atteint au clavier`).toBeFocused();
  expect(focused, `${where} : des contrôles parcourus`).toBeGreaterThan(3);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await submit.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const gap = await submit.evaluate(
    (element) =>
      (document.querySelector('.bottom-nav')?.getBoundingClientRect().top ?? window.innerHeight) - element.getBoundingClientRect().bottom,
  );
  if (gap < 0) problems.push(`${where} : « ${submitName} » passe sous la barre de navigation de ${-gap} px`);
  expect(problems).toEqual([]);
}

test('the bottom navigation never hides a focused control nor the submit button of the sign-up and bakery forms (375 × 667, 800 × 600)', async ({
  page,
  request,
}) => {
  const bakeryId = await ensureBakery(OTHER_BAKERY);
  for (const viewport of NAV_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/register');
    await expect(page.getByRole('button', { name: "S'inscrire" })).toBeVisible();
    await expectNavNeverHidesTheForm(page, "S'inscrire", `inscription ${viewport.width} × ${viewport.height}`);
  }
  await signInAsOwner(page, request, bakeryId);
  for (const viewport of NAV_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/boulangeries/${bakeryId}`);
    await page.getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expectNavNeverHidesTheForm(page, 'Enregistrer', `formulaire de la boulangerie ${viewport.width} × ${viewport.height}`);
  }
});

// ------------------------------------------------------------------ the map's debug panel

test('the map’s debug panel waits behind a small « Débogage » toggle, collapsed, worked with the keyboard, and passes axe', async ({
  page,
}) => {
  await ensureBakery(CHECKED_BAKERY);
  const toggle = page.getByRole('button', { name: 'Débogage', exact: true });
  // A visitor never sees it: only an address with ?debug=1 has it.
  await page.goto('/');
  await showMap(page);
  await expect(page.getByRole('button', { name: 'Suivre ma position' })).toBeVisible();
  await expect(toggle).toHaveCount(0);
  await page.goto('/?debug=1');
  await showMap(page);
  const reload = page.getByRole('button', { name: 'Recharger le style' });
  const debugLayer = page.getByRole('button', { name: 'Ajouter une couche de débogage' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(reload).toBeHidden();

  // Discreet: smaller than the map's own « Suivre ma position », still a 24 px target.
  const follow = page.getByRole('button', { name: 'Suivre ma position' });
  const toggleBox = (await toggle.boundingBox())!;
  expect(toggleBox.height).toBeGreaterThanOrEqual(24);
  expect(toggleBox.height).toBeLessThan((await follow.boundingBox())!.height);
  const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await fontSize(toggle)).toBeLessThan(await fontSize(follow));

  // Reached with Tab after the map's controls, opened with Enter, its buttons next in the tab order.
  await follow.focus();
  for (let presses = 0; presses < 20 && !(await toggle.evaluate((element) => element === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(reload).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(debugLayer).toBeFocused();
  await page.keyboard.press('Space');
  await expect(debugLayer).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Journal de la carte' })).toContainText('Couche de débogage ajoutée.');
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });

  // Escape closes it and gives the focus back to the toggle; Space opens and closes it again.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(reload).toBeHidden();
  await page.keyboard.press('Space');
  await expect(reload).toBeVisible();
  await page.keyboard.press('Space');
  await expect(reload).toBeHidden();
  await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
});
