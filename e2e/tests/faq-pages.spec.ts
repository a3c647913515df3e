// Every destination staff can give a FAQ shows it (docs/content.md, "FAQs"): one question sent to
// all of FAQ_PAGES and a static page appears in the « Questions fréquentes » block of each, for a
// visitor on the public pages and for a verified owner on the pro screens.
import crypto from 'node:crypto';
import { FAQ_PAGES, staticPageFaqPath } from '@fournil/shared';
import type { Page } from '@playwright/test';
import { signInByApi } from '../support/accounts.js';
import { db, insertFaq } from '../support/db.js';
import { baseUrl } from '../support/environment.js';
import { expect, test } from '../support/fixtures.js';
import { signUpByApi } from '../support/pro-api.js';

test.describe.configure({ timeout: 150_000 });

// The sign-in pages too: a signed-in owner is sent on from them to the dashboard.
const VISITOR_PAGES = new Set(['/', '/login', '/messageriedirect', '/magister']);

async function expectFaqOn(page: Page, path: string, question: string): Promise<void> {
  await page.goto(path);
  if (path === '/') await page.locator('.site-footer').scrollIntoViewIfNeeded();
  const block = page.getByRole('region', { name: 'Questions fréquentes' });
  await expect(block.getByText(question), path).toBeVisible();
  // Still the page asked for: a screen that moves elsewhere would show its FAQ only for a moment.
  expect(new URL(page.url()).pathname, path).toBe(path);
}

test('a FAQ sent to every destination shows on each of them', async ({ page, request }) => {
  const question = `Partout ${crypto.randomBytes(3).toString('hex')} ?`;
  const destinations = [...FAQ_PAGES.map((faqPage) => faqPage.path), staticPageFaqPath('infos')];
  const faqId = await insertFaq({ question, answer: '<p>Oui, partout.</p>', color: 'teal', destinations });
  try {
    for (const path of [...VISITOR_PAGES, staticPageFaqPath('infos')]) await expectFaqOn(page, path, question);

    const owner = await signUpByApi(request, baseUrl, 'faq-owner');
    const siren = String(crypto.randomInt(100_000_000, 1_000_000_000));
    await db().query(
      'UPDATE users SET siren = $2, siren_verified = true, siren_verified_at = now(), is_proprietaire = true WHERE id = $1',
      [owner.id, siren],
    );
    // With the advertising access, /regie-publicitaire stays on the campaign manager; without it and
    // without campaigns it moves to the unlock screen (docs/advertising.md), which has no FAQ block.
    await db().query(
      "INSERT INTO ad_access_grants (user_id, starts_at, ends_at) VALUES ($1, now() - interval '1 day', now() + interval '30 days')",
      [owner.id],
    );
    await signInByApi(page, owner.email, '/dashboard');
    for (const { path } of FAQ_PAGES.filter((faqPage) => !VISITOR_PAGES.has(faqPage.path))) await expectFaqOn(page, path, question);
  } finally {
    await db().query('DELETE FROM faqs WHERE id = $1', [faqId]);
  }
});
