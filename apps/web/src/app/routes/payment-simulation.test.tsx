import { PAYMENT_MESSAGES, paymentSimulationPath } from '@fournil/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';
import { NOT_FOUND_TEXT } from '../not-found';
import { Component as PaymentSimulationRoute } from './payment-simulation';

const SESSION = {
  session_id: 'sim_abc',
  product: 'Accès à la Régie Publicitaire',
  amount_cents: 1500,
  provider: 'Simulation',
  status: 'pending',
};

describe('/paiement/simulation/{sessionId}', () => {
  const fetchMock = stubFetch();
  let simulatedCheckout: boolean;
  let requested: string[];

  beforeEach(() => {
    requested = [];
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      requested.push(url);
      if (url.includes('/api/config/')) {
        return Promise.resolve(
          jsonResponse({
            product_name: 'Fournil',
            map_style_url: '',
            payment_provider_name: simulatedCheckout ? 'Simulation' : 'Stripe',
            simulated_checkout: simulatedCheckout,
          }),
        );
      }
      if (url.includes('/api/payments/simulation/sim_abc/')) return Promise.resolve(jsonResponse(SESSION));
      return Promise.resolve(jsonResponse({ detail: 'Ressource introuvable.' }, 404));
    });
  });

  const renderPage = () =>
    renderWithProviders(<PaymentSimulationRoute />, { path: paths.paymentSimulation.path, route: paymentSimulationPath('sim_abc') });

  it('shows the simulated checkout while the server simulates payments (demo)', async () => {
    simulatedCheckout = true;
    renderPage();
    expect(await screen.findByRole('button', { name: PAYMENT_MESSAGES.pay })).toBeTruthy();
    expect(screen.getByText('15,00 €')).toBeTruthy();
  });

  it('is the usual "page not found" screen when the server uses Stripe, and asks nothing about the session', async () => {
    simulatedCheckout = false;
    renderPage();
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAYMENT_MESSAGES.pay })).toBeNull();
    expect(requested.some((url) => url.includes('/api/payments/simulation/'))).toBe(false);
  });
});
