import {
  MY_PAYMENTS_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PENDING_MAX_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_RESULT_REDIRECT_MS,
  PRODUCT_NAME,
} from '@fournil/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { PaymentPolling } from './payment-polling';
import { PaymentResult } from './payment-result';
import { SimulationPage } from './simulation-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  renderWithProviders(<PaymentPolling />, {
    route: url,
    path: '/success',
    routes: { '/paiement/success': <PaymentResult />, '/paiement/simulation/:id': <SimulationPage sessionId="sim_abc" />, '*': <Where /> },
  });
}

const fetchMock = stubFetch();
let answers: Record<string, Response[]> = {};

beforeEach(() => {
  answers = { '/api/config/': [jsonResponse({ product_name: PRODUCT_NAME, map_style_url: '', payment_provider_name: 'Stripe' })] };
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    const queue = answers[path];
    if (!queue || queue.length === 0) return jsonResponse({ detail: 'inattendu' }, 500);
    return queue.length > 1 ? queue.shift()! : queue[0]!.clone();
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const STATUS = '/api/payments/paiements/status/?session_id=cs_1';
const RESULT = '/api/payments/status/?session_id=cs_1';

describe('/success (PaymentPolling)', () => {
  it('without a session id: Session {provider} inconnue.', async () => {
    renderAt('/success');
    expect(await screen.findByText(PAYMENT_MESSAGES.unknownSession)).toBeTruthy();
  });

  it('polls every 2.5 s while pending, then confirms and redirects after 1.7 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers[STATUS] = [jsonResponse({ status: 'pending', error: null }), jsonResponse({ status: 'paid', error: null })];
    renderAt('/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.pollingPending)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.pollingPaid)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === STATUS)).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1700);
    });
    expect(screen.getByTestId('where').textContent).toBe('/regie-publicitaire?payment_success=1');
  });

  it('a failed payment: Paiement non confirmé. with the detail, or the default detail', async () => {
    answers[STATUS] = [jsonResponse({ status: 'failed', error: null })];
    renderAt('/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.pollingError)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.pollingUnknownStatus)).toBeTruthy();
  });

  it('a refused check shows the server detail', async () => {
    answers[STATUS] = [jsonResponse({ detail: PAYMENT_MESSAGES.unknownSession }, 404)];
    renderAt('/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.unknownSession)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.pollingError)).toBeTruthy();
  });
});

describe('/paiement/success (PaymentResult)', () => {
  it('without a session id: ID de session manquant.', () => {
    renderAt('/paiement/success');
    expect(screen.getByText(PAYMENT_MESSAGES.missingSessionId)).toBeTruthy();
  });

  it('success: goes back to the campaign manager as soon as the payment is confirmed', async () => {
    answers[RESULT] = [jsonResponse({ status: 'success', error: null })];
    renderAt('/paiement/success?session_id=cs_1');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/regie-publicitaire'));
  });

  it('a failed payment stays on screen, then goes to the campaign manager after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers[RESULT] = [jsonResponse({ status: 'failed', error: null })];
    renderAt('/paiement/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.resultFailure)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByTestId('where').textContent).toBe('/regie-publicitaire');
  });

  it('a failed payment: Échec du paiement, veuillez réessayer.', async () => {
    answers[RESULT] = [jsonResponse({ status: 'failed', error: null })];
    renderAt('/paiement/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.resultFailure)).toBeTruthy();
  });

  it('pending: asks again every 2,5 s, then goes back to the campaign manager once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers[RESULT] = [
      jsonResponse({ status: 'pending', error: null }),
      jsonResponse({ status: 'pending', error: null }),
      jsonResponse({ status: 'success', error: null }),
    ];
    renderAt('/paiement/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.pollingPending)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    });
    expect(screen.queryByText(PAYMENT_MESSAGES.resultSuccess(PRODUCT_NAME))).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    });
    // Confirmed: straight back to the campaign manager, never through a failure.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/regie-publicitaire'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === RESULT)).toHaveLength(3);
    expect(screen.queryByText(PAYMENT_MESSAGES.resultFailure)).toBeNull();
  });

  it('pending for 30 s: never a failure, then « Paiement en cours de confirmation… » with a link to Mes paiements, and no more checks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers[RESULT] = [jsonResponse({ status: 'pending', error: null })];
    renderAt('/paiement/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.pollingPending)).toBeTruthy();
    for (let elapsed = 0; elapsed < PAYMENT_PENDING_MAX_MS - PAYMENT_POLL_INTERVAL_MS; elapsed += PAYMENT_POLL_INTERVAL_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
      });
      expect(screen.queryByText(PAYMENT_MESSAGES.resultFailure)).toBeNull();
      expect(screen.queryByText(MY_PAYMENTS_MESSAGES.stillPending)).toBeNull();
    }
    // Every 2,5 s during the 30 s: the first check, then one per interval.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === RESULT).length).toBeGreaterThanOrEqual(
      PAYMENT_PENDING_MAX_MS / PAYMENT_POLL_INTERVAL_MS - 1,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    });
    expect(screen.getByText(MY_PAYMENTS_MESSAGES.stillPending)).toBeTruthy();
    expect(screen.getByRole('link', { name: MY_PAYMENTS_MESSAGES.myPaymentsLink }).getAttribute('href')).toBe('/mes-paiements');
    expect(screen.queryByText(PAYMENT_MESSAGES.resultFailure)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const checks = fetchMock.mock.calls.filter(([url]) => String(url) === RESULT).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_RESULT_REDIRECT_MS + 5 * PAYMENT_POLL_INTERVAL_MS);
    });
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === RESULT)).toHaveLength(checks);
    // The owner stays to read it: no redirect while the payment is still being confirmed.
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('a call failure: Erreur lors de la vérification du paiement.', async () => {
    answers[RESULT] = [jsonResponse({ detail: 'x' }, 500)];
    renderAt('/paiement/success?session_id=cs_1');
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentCheckError)).toBeTruthy();
  });
});

describe('/paiement/simulation/:id (SimulationPage)', () => {
  const SESSION = {
    session_id: 'sim_abc',
    product: PAYMENT_MESSAGES.productOneOff,
    amount_cents: 1200,
    provider: 'Simulation',
    status: 'pending',
    success_url: 'http://localhost:3000/success?session_id=sim_abc',
    cancel_url: 'http://localhost:3000/deverrouiller-regie',
  };

  it('shows the product, the amount and that nothing is charged; Payer goes to the success URL', async () => {
    answers['/api/payments/simulation/sim_abc/'] = [jsonResponse(SESSION)];
    answers['/api/payments/simulation/sim_abc/payer/'] = [jsonResponse({ redirect_url: SESSION.success_url })];
    renderAt('/paiement/simulation/sim_abc');
    expect(await screen.findByText(PAYMENT_MESSAGES.productOneOff)).toBeTruthy();
    expect(screen.getByText(/^12,00\s€$/)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.simulated)).toBeTruthy();
    answers['/api/payments/paiements/status/?session_id=sim_abc'] = [jsonResponse({ status: 'paid', error: null })];
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.pay }));
    // The browser lands on /success, which checks the session with the server.
    expect(await screen.findByText(PAYMENT_MESSAGES.pollingPaid)).toBeTruthy();
  });

  it('Annuler goes back to the unlock screen', async () => {
    answers['/api/payments/simulation/sim_abc/'] = [jsonResponse(SESSION)];
    answers['/api/payments/simulation/sim_abc/annuler/'] = [jsonResponse({ redirect_url: SESSION.cancel_url })];
    renderAt('/paiement/simulation/sim_abc');
    fireEvent.click(await screen.findByRole('button', { name: PAYMENT_MESSAGES.cancel }));
    expect((await screen.findByTestId('where')).textContent).toBe('/deverrouiller-regie');
  });
});
