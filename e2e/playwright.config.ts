import crypto from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

// Shared by the runner and its workers (workers inherit the environment set here).
process.env.E2E_RUN_ID ??= crypto.randomBytes(4).toString('hex');
process.env.E2E_PORT ??= String(20_000 + crypto.randomInt(20_000));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI runs two journeys at once on a 2-core machine beside the server and Chromium: one-screen
  // journeys took up to 29 s there (2026-11-23). The timeout catches hangs, not slowness.
  timeout: 60_000,
  // Same reasoning for a screen's first paint: a lazy chunk, a WebGL map and the API on two busy cores
  // took 7–8 s more than once (the directions screen, 2026-11-26). A missing text still fails in 15 s.
  expect: { timeout: 15_000 },
  // The whole run stops after 25 minutes (under twice the 13 it takes on a 2-core machine) and names the
  // journeys still running, before the time limit of npm test's step (scripts/test.sh, 1600 s) or of CI
  // ends it without a word.
  globalTimeout: 25 * 60_000,
  forbidOnly: !!process.env.CI,
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one closing summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    ...devices['iPhone 13'],
    // A 375 px phone, in Chromium (the iPhone preset would pick WebKit).
    viewport: { width: 375, height: 812 },
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
