// The `test` every journey uses: fails on uncaught page errors and unexpected console errors,
// and offers an axe-core check.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// Network answers the journeys provoke on purpose (404 pages, refused routes) log this line.
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource/i, /WebSocket connection to .* failed/i];

/** Collects a page's uncaught errors and unexpected console errors (pages of extra browser contexts too). */
export function watchPageErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
  });
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchPageErrors(page, errors);
      await use(errors);
      expect(errors, 'the page logged unexpected errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** No serious or critical axe-core violation on the current screen. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
