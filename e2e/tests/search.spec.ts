// Home search and location (docs/visitor-screens.md, "Home"; docs/nearby-search.md, "Suggestions"):
// a refused position, suggestions while typing, an empty area named, the floating scroll button.
// The bakeries are in and around Montpellier, away from the other journeys' towns.
import { expect, type Page } from '@playwright/test';
import { ensureBakery, kmEastOf } from '../support/db.js';
import { expectAccessible, test } from '../support/fixtures.js';

// Wednesday 25 November 2026, 10:00 in Paris.
const WEDNESDAY_10H = new Date('2026-11-25T09:00:00Z');
const MONTPELLIER = { lat: 43.61, lng: 3.88 };
/** Palavas-les-Flots (the geocoder peer's), with no bakery within 2 km but one within 10. */
const PALAVAS = { lat: 43.5289, lng: 3.9306 };
const SEARCH_LABEL = 'Rechercher une adresse ou une ville';

const FIXTURES = {
  comedie: {
    nom: 'Montpellier Levain Comédie',
    ...kmEastOf(MONTPELLIER, 0.3),
    ville: 'Montpellier',
    code_postal_boulangerie: '34000',
    disponibilite_pain: true,
  },
  ecusson: {
    nom: 'Fournil de l’Écusson',
    ...kmEastOf(MONTPELLIER, 0.6),
    ville: 'Montpellier',
    code_postal_boulangerie: '34000',
    disponibilite_pain: true,
  },
  antigone: {
    nom: 'Pains d’Antigone',
    ...kmEastOf(MONTPELLIER, 0.9),
    ville: 'Montpellier',
    code_postal_boulangerie: '34000',
    disponibilite_pain: false,
  },
  // The last card within 2 km: a name and an address long enough to fill the card's width.
  longest: {
    nom: 'Boulangerie-pâtisserie artisanale des Arceaux et du Peyrou',
    ...kmEastOf(MONTPELLIER, 1.2),
    adresse_postale: '128 boulevard des Arceaux, résidence du Peyrou, bâtiment B',
    ville: 'Montpellier',
    code_postal_boulangerie: '34000',
    disponibilite_pain: true,
  },
  // 5 km north of Palavas: only in its 10 km circle.
  lattes: {
    nom: 'Montpellier Fournil de Lattes',
    latitude: PALAVAS.lat + 5 / 111.195,
    longitude: PALAVAS.lng,
    ville: 'Lattes',
    code_postal_boulangerie: '34970',
    disponibilite_pain: true,
  },
};
const ids: Partial<Record<keyof typeof FIXTURES, number>> = {};

test.beforeAll(async () => {
  for (const key of Object.keys(FIXTURES) as (keyof typeof FIXTURES)[]) ids[key] = await ensureBakery(FIXTURES[key]);
});

/** The browser answers PERMISSION_DENIED, as it does after the visitor refused the prompt. */
async function refuseGeolocation(page: Page) {
  await page.addInitScript(() => {
    const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
    const refuse = (_success: unknown, failure?: (error: unknown) => void) => {
      setTimeout(() => failure?.(denied), 0);
      return 1;
    };
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: refuse, watchPosition: refuse, clearWatch: () => {} } });
  });
}

/** `document.elementFromPoint` at the element's centre is the element or inside it: nothing covers it. */
async function expectUncovered(page: Page, selector: string) {
  const isUncovered = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      // Where a visitor brings it to press it: the middle of the screen.
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
  expect(isUncovered, `${selector} is covered`).toBe(true);
}

test.describe('a refused position', () => {
  test('shows one calm message, no toast, and puts the focus in the address field', async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
    await refuseGeolocation(page);
    await page.goto('/');
    await expect(page.getByText('Localisation refusée : indiquez une adresse.')).toHaveCount(1);
    await expect(page.getByText('Localisation refusée : indiquez une adresse.')).toBeVisible();
    await expect(page.getByText('Autour du centre de Paris, par défaut.')).toBeVisible();
    await expect(page.getByLabel(SEARCH_LABEL)).toBeFocused();
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(page.getByText('Impossible de récupérer la position.')).toHaveCount(0);
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
  });
});

test.describe('around Montpellier', () => {
  test.use({ geolocation: { latitude: MONTPELLIER.lat, longitude: MONTPELLIER.lng }, permissions: ['geolocation'] });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_10H);
  });

  test('typing « Montp » suggests the town and bakeries; the keyboard chooses one', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Boulangeries à proximité' });
    await expect(list).toContainText(FIXTURES.comedie.nom);
    const field = page.getByLabel(SEARCH_LABEL);
    await field.click();
    await field.pressSequentially('Montp');
    const combobox = page.getByRole('combobox', { name: SEARCH_LABEL });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const options = listbox.getByRole('option');
    await expect(options.first()).toHaveText(/^Montpellier\s*Ville$/);
    await expect(listbox.getByRole('option', { name: new RegExp(FIXTURES.comedie.nom) })).toContainText(
      'Boulangerie · Montpellier (34000)',
    );
    await expectUncovered(page, '.address-suggestions__option:last-child');
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });

    // The arrows move the active option; Enter on the town searches around it.
    await combobox.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await combobox.press('Enter');
    await expect(page).toHaveURL(/lieu=Montpellier/);
    await expect(page.getByText('Autour de :')).toContainText('Montpellier');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    // Down to a bakery, then Enter: its page opens.
    await combobox.pressSequentially('Montp');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const names = await options.allTextContents();
    const index = names.findIndex((name) => name.startsWith(FIXTURES.comedie.nom));
    expect(index).toBeGreaterThan(0);
    for (let step = 0; step <= index; step += 1) await combobox.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await combobox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/boulangerie/${ids.comedie}$`));
    await expect(page.getByRole('heading', { level: 1, name: FIXTURES.comedie.nom })).toBeVisible();
  });

  test('an empty area names the place searched, and « Voir à 10 km » widens the search', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(SEARCH_LABEL);
    await field.fill('Palavas');
    await field.press('Enter');
    const empty = page.getByText('Aucune boulangerie à moins de 2 km autour de Palavas-les-Flots (34250).');
    await expect(empty).toBeVisible();
    const widen = page.locator('.empty-state').getByRole('button', { name: 'Voir à 10 km' });
    await widen.scrollIntoViewIfNeeded();
    await expectUncovered(page, '.empty-state button');
    // The floating scroll button, brought level with the sentence, covers none of its lines.
    await expect(page.locator('.scroll-button')).toBeVisible();
    const underButton = await page.locator('.empty-state__text').evaluate((text) => {
      const control = document.querySelector('.scroll-button')!;
      const centre = (rect: DOMRect) => rect.top + rect.height / 2;
      window.scrollBy({ top: centre(text.getBoundingClientRect()) - centre(control.getBoundingClientRect()), behavior: 'instant' });
      const box = control.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(text);
      return Array.from(range.getClientRects()).filter(
        (line) => line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom,
      ).length;
    });
    expect(underButton).toBe(0);
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
    await widen.click();
    await expect(page.getByRole('heading', { name: 'Boulangeries à moins de 10 km' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Boulangeries à proximité' })).toContainText(FIXTURES.lattes.nom);
    await expect(empty).toHaveCount(0);
  });

  test('the floating scroll button never covers the text of a card', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Boulangeries à proximité' }).getByRole('link');
    await expect(cards.last()).toContainText(FIXTURES.longest.nom);
    const button = page.locator('.scroll-button');
    await expect(button).toBeVisible();
    // The last card's middle at the height of the button's middle, then every line of its text.
    const report = await cards.last().evaluate((card) => {
      const control = document.querySelector('.scroll-button')!;
      const centre = (rect: DOMRect) => rect.top + rect.height / 2;
      window.scrollBy({ top: centre(card.getBoundingClientRect()) - centre(control.getBoundingClientRect()), behavior: 'instant' });
      const buttonBox = control.getBoundingClientRect();
      // Lines scrolled under the fixed bottom navigation are out of sight like any page's, not covered.
      const visibleBottom = document.querySelector('.bottom-nav')?.getBoundingClientRect().top ?? window.innerHeight;
      const problems: string[] = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      let lines = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          lines += 1;
          const y = line.top + line.height / 2;
          if (y >= visibleBottom) continue;
          for (const x of [line.left + 1, line.right - 1]) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !card.contains(hit))
              problems.push(`« ${node.textContent} » at (${Math.round(x)}, ${Math.round(y)}): ${hit?.className}`);
          }
          const overlaps =
            line.right > buttonBox.left && line.left < buttonBox.right && line.bottom > buttonBox.top && line.top < buttonBox.bottom;
          if (overlaps) problems.push(`« ${node.textContent} » under the button`);
        }
      }
      const hit = document.elementFromPoint(buttonBox.left + buttonBox.width / 2, buttonBox.top + buttonBox.height / 2);
      const rowsCrossed = card.getBoundingClientRect().top < buttonBox.bottom && card.getBoundingClientRect().bottom > buttonBox.top;
      return { problems, lines, isButtonOnTop: hit !== null && control.contains(hit), rowsCrossed };
    });
    expect(report.rowsCrossed, 'the card is level with the button').toBe(true);
    expect(report.isButtonOnTop).toBe(true);
    expect(report.lines).toBeGreaterThan(4);
    expect(report.problems).toEqual([]);
  });
});
