import { PAYMENT_FORM_MESSAGE_MS, PAYMENT_MESSAGES } from '@fournil/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { UnlockScreen } from './unlock-screen';

const NO_ACCESS = { has_access: false, until: null, subscription_active: false, can_cancel: false };
const amountText = () => screen.getByTestId('amount-to-pay').textContent?.replace(/\s/g, ' ');

describe('UnlockScreen', () => {
  const fetchMock = stubFetch();
  const routes: Record<string, () => Response> = {};

  function renderScreen() {
    renderWithProviders(<UnlockScreen />, {
      path: '/deverrouiller-regie',
      routes: { '/paiement/simulation/:id': <p>Page de paiement simulé</p>, '/success': <p>Page de succès</p> },
    });
  }

  const bodyOf = (path: string) => {
    const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };

  beforeEach(() => {
    for (const key of Object.keys(routes)) delete routes[key];
    routes['/api/payments/access/'] = () => jsonResponse(NO_ACCESS);
    fetchMock.mockImplementation(async (input) => {
      const handler = routes[String(input)];
      return handler ? handler() : jsonResponse({ detail: 'inattendu' }, 500);
    });
  });

  it('shows the title, both formulas, the amount to pay, and a Vérifier disabled while the code is empty', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: PAYMENT_MESSAGES.unlockTitle })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: PAYMENT_MESSAGES.oneOffLabel })).toBeTruthy();
    expect(screen.getByRole('radio', { name: PAYMENT_MESSAGES.subscriptionLabel })).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.amountToPay)).toBeTruthy();
    expect(amountText()).toBe('15,00 €');
    const verify = screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_MESSAGES.subscriptionLabel }));
    expect(amountText()).toBe('12,00 €');
  });

  it('applies a valid code: Code appliqué : -3,00 € and the amount goes down', async () => {
    routes['/api/promo/check/'] = () => jsonResponse({ valid: true, discount_cents: 300 });
    renderScreen();
    fireEvent.change(await screen.findByLabelText(PAYMENT_MESSAGES.promoLabel), { target: { value: 'BIENVENUE' } });
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }));
    expect((await screen.findByText(/^Code appliqué/)).textContent?.replace(/\s/g, ' ')).toBe('Code appliqué : -3,00 €');
    expect(amountText()).toBe('12,00 €');
    expect(bodyOf('/api/promo/check/')).toEqual({ code: 'BIENVENUE' });
  });

  it("with a promo code, the subscription reads « 9,00 € aujourd'hui, puis 12,00 € / mois »", async () => {
    routes['/api/promo/check/'] = () => jsonResponse({ valid: true, discount_cents: 300 });
    renderScreen();
    fireEvent.click(await screen.findByRole('radio', { name: PAYMENT_MESSAGES.subscriptionLabel }));
    // Without a code, the monthly price only.
    expect(screen.queryByText(/aujourd'hui, puis/)).toBeNull();
    fireEvent.change(screen.getByLabelText(PAYMENT_MESSAGES.promoLabel), { target: { value: 'BIENVENUE' } });
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }));
    const sentence = await screen.findByText(/aujourd'hui, puis/);
    expect(sentence.textContent).toBe("9,00\u00a0€ aujourd'hui, puis 12,00\u00a0€ / mois");
    expect(amountText()).toBe('9,00 €');
    // The one-off payment has no later month.
    fireEvent.click(screen.getByRole('radio', { name: PAYMENT_MESSAGES.oneOffLabel }));
    expect(screen.queryByText(/aujourd'hui, puis/)).toBeNull();
  });

  it('shows the two promo errors', async () => {
    routes['/api/promo/check/'] = () => jsonResponse({ valid: false, discount_cents: 0 });
    renderScreen();
    fireEvent.change(await screen.findByLabelText(PAYMENT_MESSAGES.promoLabel), { target: { value: 'FAUX' } });
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }));
    expect(await screen.findByText(PAYMENT_MESSAGES.promoInvalid)).toBeTruthy();

    routes['/api/promo/check/'] = () => jsonResponse({ detail: 'Erreur interne.' }, 500);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }));
    expect(await screen.findByText(PAYMENT_MESSAGES.promoCheckError)).toBeTruthy();
  });

  it('never shows an amount below 0', async () => {
    routes['/api/promo/check/'] = () => jsonResponse({ valid: true, discount_cents: 5000 });
    renderScreen();
    fireEvent.change(await screen.findByLabelText(PAYMENT_MESSAGES.promoLabel), { target: { value: 'OFFERT' } });
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }));
    await screen.findByText(/^Code appliqué/);
    expect(amountText()).toBe('0,00 €');
  });

  it('Payer sends the mode, the applied code and the amount shown, then opens the checkout page', async () => {
    routes['/api/promo/check/'] = () => jsonResponse({ valid: true, discount_cents: 300 });
    routes['/api/payments/create-checkout-session/'] = () =>
      jsonResponse({ checkout_url: 'http://localhost:3000/paiement/simulation/sim_abc', sessionId: 'sim_abc' });
    renderScreen();
    fireEvent.click(await screen.findByRole('radio', { name: PAYMENT_MESSAGES.subscriptionLabel }));
    fireEvent.change(screen.getByLabelText(PAYMENT_MESSAGES.promoLabel), { target: { value: 'BIENVENUE' } });
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.verify }));
    await screen.findByText(/^Code appliqué/);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.pay }));
    expect(await screen.findByText('Page de paiement simulé')).toBeTruthy();
    expect(bodyOf('/api/payments/create-checkout-session/')).toEqual({ mode: 'subscription', promo_code: 'BIENVENUE', amount_cents: 900 });
  });

  it('shows the server detail of a refused checkout, else the default message', async () => {
    routes['/api/payments/create-checkout-session/'] = () => jsonResponse({ detail: PAYMENT_MESSAGES.amountMismatch }, 400);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: PAYMENT_MESSAGES.pay }));
    expect(await screen.findByText(PAYMENT_MESSAGES.amountMismatch)).toBeTruthy();

    routes['/api/payments/create-checkout-session/'] = () => jsonResponse(null, 502);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.pay }));
    expect(await screen.findByText(PAYMENT_MESSAGES.checkoutError)).toBeTruthy();
  });

  it('lets a refused checkout’s message go after 2,5 s (the payment-form message)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      routes['/api/payments/create-checkout-session/'] = () => jsonResponse({ detail: PAYMENT_MESSAGES.amountMismatch }, 400);
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: PAYMENT_MESSAGES.pay }));
      expect(await screen.findByText(PAYMENT_MESSAGES.amountMismatch)).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PAYMENT_FORM_MESSAGE_MS - 300);
      });
      expect(screen.queryByText(PAYMENT_MESSAGES.amountMismatch)).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      expect(screen.queryByText(PAYMENT_MESSAGES.amountMismatch)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('with access already: says until when, links to the campaign manager and offers cancelling a subscription', async () => {
    routes['/api/payments/access/'] = () =>
      jsonResponse({ has_access: true, until: '2026-12-23T12:00:00.000Z', subscription_active: true, can_cancel: true });
    routes['/api/payments/subscription/cancel/'] = () =>
      jsonResponse({ detail: "Abonnement résilié : votre accès reste ouvert jusqu'au 23/12/2026.", until: '2026-12-23T12:00:00.000Z' });
    renderScreen();
    expect(await screen.findByText(PAYMENT_MESSAGES.accessUntil('23 décembre 2026'))).toBeTruthy();
    expect(screen.getByRole('link', { name: PAYMENT_MESSAGES.goToCampaigns }).getAttribute('href')).toBe('/regie-publicitaire');
    expect(screen.queryByRole('button', { name: PAYMENT_MESSAGES.pay })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.cancelSubscription }));
    await waitFor(() => expect(screen.getByText("Abonnement résilié : votre accès reste ouvert jusqu'au 23/12/2026.")).toBeTruthy());
  });
});
