// Screenshots kept for a person to look at (a screen's layout at 375 and 1280 px), not assertions:
// taken only when E2E_SCREENSHOTS=1, so an ordinary run does not pay for them (docs/testing.md,
// "What a journey spends its time on"). A failing journey keeps its own screenshot and trace anyway.
import { test, type Page, type PageScreenshotOptions } from '@playwright/test';

export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/** Saves the current screen as `name`.png in the journey's output folder, when screenshots are wanted. */
export async function keepScreenshot(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.screenshot({ ...options, path: test.info().outputPath(`${name}.png`) });
}
