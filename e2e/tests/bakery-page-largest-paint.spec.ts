// The bakery page's largest paint is the server's HTML, whatever the bakery's texts
// (docs/public-pages.md, "The hero before the app"): the app's first render, which replaces the
// server's markup, must not paint a larger element, else Largest Contentful Paint moves to it.
// Bakeries in Angoulême.
import type { Page } from '@playwright/test';
import { ensureBakery, kmEastOf } from '../support/db.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';

const ANGOULEME = { lat: 45.6484, lng: 0.1562 };

const SHORT = {
  nom: 'Angoulême Au Pain',
  ...kmEastOf(ANGOULEME, 0.1),
  ville: 'Angoulême',
  code_postal_boulangerie: '16000',
  adresse_postale: '2 rue Hergé',
  disponibilite_pain: true,
};

const LONG = {
  nom: 'Angoulême La Grande Boulangerie-Pâtisserie Artisanale du Plateau et des Remparts, Maison Fondée en 1921 par la Famille Dubreuil',
  ...kmEastOf(ANGOULEME, 0.3),
  ville: 'Angoulême',
  code_postal_boulangerie: '16000',
  adresse_postale: 'Résidence du Champ de Mars, bâtiment C, escalier 4, 127 boulevard du Président Wilson, face à la médiathèque',
  telephone_boulangerie: '05 45 00 00 01',
  description_courte:
    'Pains au levain naturel pétris à la main, farines bio de Charente moulues à la meule de pierre, cuisson au feu de bois chaque matin, viennoiseries pur beurre AOP Charentes-Poitou, brioches, galettes charentaises et tourteaux fromagers du marché.',
  disponibilite_pain: true,
  disponibilite_cafe: true,
  disponibilite_croissant: true,
  disponibilite_sandwich: true,
  disponibilite_bio: true,
};

type TPaint = { startTime: number; size: number; fromServer: boolean | null; element: string };
type TBox = { top: number; left: number; width: number; height: number };
type TPaintRecord = { paints: TPaint[]; takeOverAt: number | null; shifts: number; serverTitle: TBox | null };

/**
 * Installed before any script of the page: the elements the server wrote (those in #root when the
 * parser is done, before the page's module scripts run), every largest-contentful-paint entry with
 * whether its element is one of them, the moment the app replaced them, and the layout shifts.
 */
function recordPaints(): void {
  const record: TPaintRecord = { paints: [], takeOverAt: null, shifts: 0, serverTitle: null };
  const serverElements = new WeakSet<Element>();
  (window as unknown as { __paints: TPaintRecord }).__paints = record;
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').trim().slice(0, 60)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] & { element: Element | null; size: number }[]) {
      record.paints.push({
        startTime: entry.startTime,
        size: entry.size,
        fromServer: entry.element ? serverElements.has(entry.element) : null,
        element: entry.element ? describe(entry.element) : '(removed)',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) record.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // 'interactive' comes when the parser is done, before deferred and module scripts run.
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    if (!root) return;
    root.querySelectorAll('*').forEach((element) => serverElements.add(element));
    const firstServerElement = root.firstElementChild;
    // Where the server's title is on screen, frame after frame, until the app replaces it.
    const title = root.querySelector('h1');
    const measure = () => {
      if (!title?.isConnected) return;
      const box = title.getBoundingClientRect();
      record.serverTitle = { top: box.top, left: box.left, width: box.width, height: box.height };
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
    new MutationObserver((_mutations, observer) => {
      if (firstServerElement && !firstServerElement.isConnected) {
        record.takeOverAt = performance.now();
        observer.disconnect();
      }
    }).observe(root, { childList: true });
  });
}

/** Every paint entry so far, once two frames have passed after the app's first render. */
async function readPaints(page: Page): Promise<TPaintRecord> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)));
      }),
  );
  return page.evaluate(() => (window as unknown as { __paints: TPaintRecord }).__paints);
}

/**
 * Opens the page as a slow phone gets it: the page's own code comes a second after the HTML, so the
 * server's markup is painted before the app replaces it (over a fast local link the app may start
 * before the first paint, and there would be nothing to compare).
 */
async function openSlowly(page: Page, id: number): Promise<void> {
  await page.addInitScript(recordPaints);
  await page.route('**/assets/start-bakery-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto(`/boulangerie/${id}`);
  // The app has taken over: the server's busy article is gone and the app's own toolbar is there.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retour' })).toBeVisible();
  await expect(page.getByTestId('bakery-status')).toBeVisible();
}

const cases = [
  { label: 'short texts', fixture: SHORT, shot: 'short' },
  { label: 'very long texts', fixture: LONG, shot: 'long' },
];

for (const { label, fixture, shot } of cases) {
  test(`a bakery with ${label}: the last largest paint is an element the server wrote, without layout shift`, async ({ page }) => {
    const id = await ensureBakery(fixture);
    await openSlowly(page, id);
    const { paints, takeOverAt, shifts, serverTitle } = await readPaints(page);
    const summary = JSON.stringify({ paints, takeOverAt, shifts }, null, 1);
    expect(takeOverAt, `the app never replaced the server's markup: ${summary}`).not.toBeNull();
    expect(paints.length, summary).toBeGreaterThan(0);
    const last = paints.at(-1)!;
    expect(last.fromServer, `the largest paint is not the server's: ${summary}`).toBe(true);
    expect(last.startTime, `the largest paint came after the app took over: ${summary}`).toBeLessThan(takeOverAt!);
    expect(shifts, `layout shift when the app took over: ${summary}`).toBeLessThan(0.01);
    // The app's title is where the server's was, at its size: the hero did not move when the app took over.
    const appTitle = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(serverTitle, summary).not.toBeNull();
    for (const side of ['top', 'left', 'width', 'height'] as const) {
      const app = side === 'top' ? appTitle!.y : side === 'left' ? appTitle!.x : appTitle![side];
      expect(Math.abs(app - serverTitle![side]), `the title's ${side} moved: ${JSON.stringify({ appTitle, serverTitle })}`).toBeLessThan(1);
    }
    await keepScreenshot(page, `bakery-${shot}-app-375`);
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  });
}
