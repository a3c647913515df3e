// The external checkers of the rendered pages (docs/accessibility-checks.md): the Nu HTML Checker
// (vnu.jar, from the `vnu-jar` package, run by the machine's Java) and pa11y (HTML_CodeSniffer,
// WCAG2AA). Both read the DOM after React ran: vnu gets Playwright's `page.content()`, pa11y runs in
// the very tab Playwright drives, through the browser's DevTools port (one browser for both).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import pa11y, { type Pa11yIssue } from 'pa11y';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer';
import { test as base } from './fixtures.js';

/** Rules left out, each with its reason (docs/accessibility-checks.md lists them too). */
export const PA11Y_IGNORED: { code: string; reason: string }[] = [];

/** Nu HTML Checker messages left out, each with its reason. */
export const VNU_IGNORED: { pattern: RegExp; reason: string }[] = [];

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The journeys' `test`, whose browser also listens on a DevTools port of loopback: pa11y (through
 * Puppeteer) attaches to the same Chromium and the same tab as Playwright, signed-in state included.
 */
export const test = base.extend<{ pa11yBrowser: PuppeteerBrowser }, { devtoolsPort: number }>({
  // Playwright reads a fixture's dependencies from its destructured first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  devtoolsPort: [async ({}, use) => use(await freePort()), { scope: 'worker' }],
  browser: [
    async ({ playwright, launchOptions, devtoolsPort }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--remote-debugging-address=127.0.0.1', `--remote-debugging-port=${devtoolsPort}`],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 0 },
  ],
  pa11yBrowser: async ({ devtoolsPort, page }, use) => {
    // Attached once the test's page exists, so Puppeteer knows its browser context.
    void page;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${devtoolsPort}`, defaultViewport: null });
    await use(browser);
    await browser.disconnect();
  },
});

export type CheckedIssues = { errors: string[]; warnings: string[] };

/** pa11y (HTML_CodeSniffer, WCAG2AA) over the tab as it is now: errors and warnings, named after `name`. */
export async function runPa11y(
  browser: PuppeteerBrowser,
  page: Page,
  name: string,
  device: { isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number },
): Promise<CheckedIssues> {
  const url = page.url();
  const tabs = (await browser.pages()).filter((tab) => tab.url() === url);
  if (tabs.length !== 1) throw new Error(`pa11y: ${tabs.length} onglets à l’adresse ${url}`);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('pa11y: la page n’a pas de taille de fenêtre');
  const { issues } = await pa11y(url, {
    browser,
    page: tabs[0],
    ignoreUrl: true,
    standard: 'WCAG2AA',
    includeWarnings: true,
    ignore: PA11Y_IGNORED.map((rule) => rule.code),
    // pa11y sets the tab's viewport and user agent: the same viewport as Playwright's, the agent kept.
    viewport: { ...viewport, ...device },
    userAgent: '',
  });
  const describe = (issue: Pa11yIssue) => `${name}: ${issue.code} — ${issue.message} (${issue.selector}) ${issue.context}`;
  return {
    errors: issues.filter((issue) => issue.type === 'error').map(describe),
    warnings: issues.filter((issue) => issue.type === 'warning').map(describe),
  };
}

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** The Nu HTML Checker over every page at once (one Java start): errors and warnings, by page name. */
export async function runVnu(pages: { name: string; html: string }[]): Promise<CheckedIssues> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-vnu-'));
  try {
    const files = pages.map((rendered, index) => {
      const file = path.join(dir, `${String(index).padStart(2, '0')}.html`);
      fs.writeFileSync(file, rendered.html);
      return { file, name: rendered.name };
    });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map((entry) => entry.file)],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', (error) => reject(new Error(`Java est introuvable (npm test l’installe) : ${error.message}`)));
      child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`vnu.jar a échoué (${code}) : ${stderr}`))));
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const nameOf = (url = '') => files.find((entry) => url.endsWith(path.basename(entry.file)))?.name ?? url;
    const describe = (message: VnuMessage) =>
      `${nameOf(message.url)}:${message.lastLine ?? '?'}: ${message.message} «${(message.extract ?? '').trim()}»`;
    const kept = messages.filter((message) => !VNU_IGNORED.some((ignored) => ignored.pattern.test(message.message)));
    return {
      errors: kept.filter((message) => message.type !== 'info').map(describe),
      warnings: kept.filter((message) => message.type === 'info' && message.subType === 'warning').map(describe),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
