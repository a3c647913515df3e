// A new deployment (docs/offline.md, "New version"): the browser finds a changed /sw.js, installs it
// beside the running worker, and the page offers « Nouvelle version disponible · Recharger »; the
// button makes the new worker take over and reloads the page. The deployment is played by changing
// the built worker on disk (one comment more), then putting it back.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test } from '../support/fixtures.js';

const WORKER = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
// The server sends the build's pre-compressed copies first (apps/web/scripts/precompress.mjs).
const COPIES = [`${WORKER}.br`, `${WORKER}.gz`];

test('a new service worker is offered with « Recharger », which activates it and reloads the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const original = fs.readFileSync(WORKER);
  const copies = COPIES.filter((file) => fs.existsSync(file)).map((file) => ({ file, content: fs.readFileSync(file) }));
  try {
    for (const { file } of copies) fs.rmSync(file);
    fs.writeFileSync(WORKER, Buffer.concat([original, Buffer.from('\n// nouvelle version (e2e)\n')]));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page, { exclude: ['.maplibregl-canvas'] });
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    // Reloaded (a new document: the mark set above is gone), under the new worker, with nothing left waiting.
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Recharger' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false)).toBe(false);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  } finally {
    fs.writeFileSync(WORKER, original);
    for (const { file, content } of copies) fs.writeFileSync(file, content);
  }
});
