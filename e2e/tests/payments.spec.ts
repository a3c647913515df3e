// « Mes paiements » (docs/payments.md, "Mes paiements"), with the simulated payment provider: an
// owner with a verified SIREN unlocks the Régie, opens « Mes paiements » from the dashboard, sees the
// payment with its invoice and downloads the invoice's PDF; the screen passes axe on a 375 px phone.
import { readFile } from 'node:fs/promises';
import { INVOICE_MESSAGES, MY_PAYMENTS_MESSAGES, PAYMENT_MESSAGES, formatEuros } from '@fournil/shared';
import { signInByApi } from '../support/accounts.js';
import { baseUrl } from '../support/environment.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { keepScreenshot } from '../support/screenshots.js';
import { freshBakerySiren } from '../support/peers.js';
import { signUpByApi } from '../support/pro-api.js';

// Journeys about the professional area, the account and the back-office: no service worker, whose
// install costs each new browser a tenth of its journey (docs/testing.md, "What a journey spends its time on").
test.use({ serviceWorkers: 'block' });

const ONE_OFF_CENTS = 1500;

// Like the other owner journeys on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test('an owner pays for the Régie, opens « Mes paiements » from the dashboard and downloads the invoice', async ({ page, request }) => {
  const owner = await signUpByApi(request, baseUrl, 'payeur');
  const verified = await request.post(`${baseUrl}/api/insee/auth/verify-siren/`, {
    headers: { authorization: `Bearer ${owner.access}` },
    data: { siren: freshBakerySiren() },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await signInByApi(page, owner.email, '/dashboard');

  // Nothing paid yet: the empty state leads to the unlock screen.
  await page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link', { name: MY_PAYMENTS_MESSAGES.title }).click();
  await expect(page).toHaveURL(/\/mes-paiements$/);
  await expect(page.getByText(MY_PAYMENTS_MESSAGES.empty)).toBeVisible();
  await page.getByRole('link', { name: MY_PAYMENTS_MESSAGES.unlockLink }).last().click();
  await expect(page).toHaveURL(/\/deverrouiller-regie$/);

  // The one-off access through the simulated checkout.
  await expect(page.getByTestId('amount-to-pay')).toHaveText(formatEuros(ONE_OFF_CENTS));
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/paiement\/simulation\/[^/]+$/);
  await page.getByRole('button', { name: PAYMENT_MESSAGES.pay, exact: true }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.pollingPaid)).toBeVisible();
  await expect(page).toHaveURL(/\/regie-publicitaire\?payment_success=1$/);

  // From the dashboard to « Mes paiements »: the payment, its amount, its status and its invoice.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link', { name: MY_PAYMENTS_MESSAGES.title }).click();
  await expect(page).toHaveURL(/\/mes-paiements$/);
  await expect(page.getByRole('heading', { level: 1, name: MY_PAYMENTS_MESSAGES.title })).toBeVisible();
  const payment = page.locator('tr.my-payments__row').filter({ hasText: PAYMENT_MESSAGES.productOneOff });
  await expect(payment).toHaveCount(1);
  await expect(payment.locator('[data-label="Montant"]')).toHaveText(formatEuros(ONE_OFF_CENTS));
  await expect(payment.getByText('Payé', { exact: true })).toBeVisible();
  await expect(page.getByText(MY_PAYMENTS_MESSAGES.kindOneOff, { exact: true })).toBeVisible();
  const invoice = payment.getByRole('link', { name: new RegExp(`^${INVOICE_MESSAGES.download} F-\\d{4}-\\d{6}$`) });
  await expect(invoice).toBeVisible();
  const numero = (await invoice.locator('.doc-link__number').textContent())!.trim();
  expect(numero).toMatch(/^F-\d{4}-\d{6}$/);

  await expectAccessible(page);
  await keepScreenshot(page, 'mes-paiements-375', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(download.suggestedFilename()).toBe(`${numero}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The desktop table, for the record.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await keepScreenshot(page, 'mes-paiements-desktop', { fullPage: true });
});
