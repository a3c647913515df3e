import { REPORT_MESSAGES } from '@fournil/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, lastSocket } from '@/testing/fake-socket';
import { makePublicDetail } from '@/testing/live-bakeries';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { Component as BakeryDetailRoute } from './bakery-detail';

// docs/visitor-reports.md, "The screens": the bakery page asks « Il reste du pain ? », shows the
// visitors' word beside its bread badge, and takes the new word from the live feed like a baker's toggle.

// Wednesday 11 March 2026, 10:00 in Paris: the bakery is open.
const NOW = new Date('2026-03-11T09:00:00Z');
const minutesAgo = (minutes: number) => NOW.getTime() / 1000 - minutes * 60;

describe('bakery page with visitors’ reports', () => {
  const fetchMock = stubFetch({ signedIn: false });
  let detail = makePublicDetail({ id: 12 });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    detail = makePublicDetail({ id: 12 });
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('campagnes')) return Promise.resolve(jsonResponse([]));
      if (url.includes('alertes')) return Promise.resolve(jsonResponse({ active: false, cle_publique: null }));
      if (url.includes('signalements') && init?.method === 'POST')
        return Promise.resolve(jsonResponse({ message: REPORT_MESSAGES.thanks }, 201));
      return Promise.resolve(jsonResponse(detail));
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 48.8534, longitude: 2.3488 } } as GeolocationPosition),
      },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('shows the report line and the closed warning under the badges, the open status unchanged', async () => {
    detail = makePublicDetail({
      id: 12,
      disponibilite_pain: false,
      signalements: {
        pain: { valeur: false, nombre: 3, dernier: minutesAgo(12), expire: minutesAgo(-100) },
        ferme: { nombre: 2, dernier: minutesAgo(4), expire: minutesAgo(-100) },
      },
    });
    renderWithProviders(<BakeryDetailRoute />, { path: '/boulangerie/:id', route: '/boulangerie/12' });
    expect(await screen.findByText('Pain non disponible')).toBeTruthy();
    expect(screen.getByTestId('visitor-report-line').textContent).toBe('Signalé par 3 visiteurs il y a 12 min');
    expect(screen.getByTestId('visitor-report-closed').textContent).toBe('Des visiteurs signalent que c’est fermé');
    expect(screen.getByTestId('open-badge').textContent).toBe('Ouvert · ferme à 13\u00a0h\u00a030');
  });

  it('takes the reports of a detail the live feed sends', async () => {
    renderWithProviders(<BakeryDetailRoute />, { path: '/boulangerie/:id', route: '/boulangerie/12' });
    expect(await screen.findByText('Pain disponible maintenant')).toBeTruthy();
    expect(screen.queryByTestId('visitor-report-line')).toBeNull();
    act(() => lastSocket().open());
    act(() =>
      lastSocket().receive(
        makePublicDetail({
          id: 12,
          disponibilite_pain: false,
          signalements: { pain: { valeur: false, nombre: 1, dernier: minutesAgo(0), expire: minutesAgo(-120) }, ferme: null },
        }),
      ),
    );
    expect(await screen.findByText('Pain non disponible')).toBeTruthy();
    expect(screen.getByTestId('visitor-report-line').textContent).toBe('Signalé par un visiteur à l’instant');
  });

  it('offers no report on a bakery that is not on the map', async () => {
    detail = makePublicDetail({ id: 12, latitude: null, longitude: null });
    renderWithProviders(<BakeryDetailRoute />, { path: '/boulangerie/:id', route: '/boulangerie/12' });
    expect(await screen.findByText('Pain disponible maintenant')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Il reste du pain ?' })).toBeNull();
  });

  it('sends a report from the page and asks the detail again', async () => {
    renderWithProviders(<BakeryDetailRoute />, { path: '/boulangerie/:id', route: '/boulangerie/12' });
    const block = await screen.findByRole('region', { name: 'Il reste du pain ?' });
    const detailCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/boulangeries/12/public/').length;
    expect(detailCalls()).toBe(1);
    fireEvent.click(within(block).getByRole('button', { name: 'Non, plus de pain' }));
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe(REPORT_MESSAGES.thanks));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/boulangeries/12/signalements/');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ type: 'plus_de_pain', latitude: 48.8534, longitude: 2.3488 });
    await waitFor(() => expect(detailCalls()).toBe(2));
  });
});
