import { GEO_MESSAGES } from '@fournil/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouterWithNavigator } from '@/testing/navigator';
import { jsonResponse } from '@/testing/render-with-providers';
import { DirectionsScreen, START_ADDRESS_PROMPT } from './directions-screen';
import { START_ADDRESS_LABEL, START_ADDRESS_SUBMIT } from './start-address-form';

// The map needs WebGL; this test is about where the route starts, so the map only records it.
const mapProps = vi.hoisted(() => ({ from: null as unknown }));
vi.mock('./route-map', () => ({
  RouteMap: ({ from }: { from: unknown }) => {
    mapProps.from = from;
    return null;
  },
}));

const BELLECOUR = { label: 'Place Bellecour 69002 Lyon', lat: 45.7578, lng: 4.832, city: 'Lyon', postcode: '69002' };
const TARGET = '/itineraire?lng=4.84&lat=45.76&nom=Lyon%20Levain&id=7';

function stubGeolocation(outcome: { lat: number; lng: number } | 'denied') {
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'denied')
      failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    else success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } });
}

/** The API: the geocoder knows 'lyon' only; every route is 1.2 km, or the router is down (503). */
function stubApi({ isRouterDown = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/geo/geocode/') {
      return Promise.resolve(
        url.searchParams.get('q')?.toLowerCase().includes('lyon')
          ? jsonResponse(BELLECOUR)
          : jsonResponse({ detail: GEO_MESSAGES.addressNotFound }, 404),
      );
    }
    if (url.pathname === '/api/geo/route/') {
      if (isRouterDown) return Promise.resolve(jsonResponse({ detail: 'Itinéraire momentanément indisponible.' }, 503));
      const mode = url.searchParams.get('mode');
      return Promise.resolve(
        jsonResponse({ mode, available: true, distance_km: 1.2, duration_min: mode === 'walking' ? 15 : 4, geometry: [] }),
      );
    }
    return Promise.resolve(jsonResponse({ detail: 'Introuvable.' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function routeCalls(fetchMock: ReturnType<typeof stubApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/geo/route/');
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouterWithNavigator initialEntries={[TARGET]}>
        <DirectionsScreen />
      </MemoryRouterWithNavigator>
    </QueryClientProvider>,
  );
}

describe('DirectionsScreen', () => {
  beforeEach(() => {
    mapProps.from = null;
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens on the mode chosen last time', async () => {
    stubGeolocation({ lat: 45.75, lng: 4.85 });
    stubApi();
    renderScreen();
    const drive = await screen.findByRole('button', { name: /voiture/i });
    expect(drive.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(drive);
    cleanup();

    renderScreen();
    expect((await screen.findByRole('button', { name: /voiture/i })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /piéton/i }).getAttribute('aria-pressed')).toBe('false');
  });

  it('routes from the browser position when there is one, without asking for an address', async () => {
    stubGeolocation({ lat: 45.75, lng: 4.85 });
    const fetchMock = stubApi();
    renderScreen();
    expect(await within(screen.getByTestId('route-summary')).findByText('1,20 km')).toBeTruthy();
    expect(screen.queryByLabelText(START_ADDRESS_LABEL)).toBeNull();
    expect(routeCalls(fetchMock)[0]?.searchParams.get('from_lat')).toBe('45.750000');
    expect(mapProps.from).toEqual({ lat: 45.75, lng: 4.85 });
  });

  it('asks for a starting address when the position is refused, and computes nothing meanwhile', async () => {
    stubGeolocation('denied');
    const fetchMock = stubApi();
    renderScreen();
    expect(await screen.findByLabelText(START_ADDRESS_LABEL)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Impossible de récupérer la position.');
    expect(within(screen.getByTestId('route-summary')).getByText(START_ADDRESS_PROMPT)).toBeTruthy();
    expect(routeCalls(fetchMock)).toHaveLength(0);
    expect(mapProps.from).toBeNull();
  });

  it('says when the address is not found', async () => {
    stubGeolocation('denied');
    stubApi();
    renderScreen();
    fireEvent.change(await screen.findByLabelText(START_ADDRESS_LABEL), { target: { value: 'xyzzy' } });
    fireEvent.click(screen.getByRole('button', { name: START_ADDRESS_SUBMIT }));
    expect((await screen.findByRole('alert')).textContent).toBe("Adresse non trouvée ! Essayez d'être plus précis.");
    expect(screen.getByLabelText(START_ADDRESS_LABEL).getAttribute('aria-invalid')).toBe('true');
  });

  it('computes the routes from the geocoded address and puts the visitor there', async () => {
    stubGeolocation('denied');
    const fetchMock = stubApi();
    renderScreen();
    fireEvent.change(await screen.findByLabelText(START_ADDRESS_LABEL), { target: { value: 'bellecour lyon' } });
    fireEvent.click(screen.getByRole('button', { name: START_ADDRESS_SUBMIT }));
    expect(await within(screen.getByTestId('route-summary')).findByText('1,20 km')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Départ : Place Bellecour 69002 Lyon');
    const calls = routeCalls(fetchMock);
    expect(calls).toHaveLength(3);
    expect(calls.every((url) => url.searchParams.get('from_lat') === '45.757800' && url.searchParams.get('from_lng') === '4.832000')).toBe(
      true,
    );
    expect(mapProps.from).toEqual({ lat: BELLECOUR.lat, lng: BELLECOUR.lng });
  });

  it('says the directions are momentarily unavailable when the router is down, with the straight line and three map apps', async () => {
    stubGeolocation({ lat: 45.75, lng: 4.85 });
    localStorage.setItem('fournil.directionsMode', 'driving');
    const fetchMock = stubApi({ isRouterDown: true });
    renderScreen();
    const summary = screen.getByTestId('route-summary');
    expect(await within(summary).findByText('Itinéraire momentanément indisponible')).toBeTruthy();
    // Lyon (45.75, 4.85) → (45.76, 4.84): 1.36 km as the crow flies.
    expect(within(summary).getByText("1,36 km à vol d'oiseau")).toBeTruthy();
    expect(summary.textContent).not.toContain("Ce mode n'est pas disponible");
    const links = within(summary).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
    ).toEqual([
      ['Ouvrir dans Plans (nouvel onglet)', 'https://maps.apple.com/?daddr=45.760000%2C4.840000&dirflg=d', '_blank', 'noopener noreferrer'],
      [
        'Ouvrir dans Google Maps (nouvel onglet)',
        'https://www.google.com/maps/dir/?api=1&destination=45.760000%2C4.840000&travelmode=driving',
        '_blank',
        'noopener noreferrer',
      ],
      ['Ouvrir dans Waze (nouvel onglet)', 'https://waze.com/ul?ll=45.760000%2C4.840000&navigate=yes', '_blank', 'noopener noreferrer'],
    ]);
    // No mode claims "Indisponible": nothing is known about them.
    expect(screen.getByRole('button', { name: /voiture/i }).textContent).not.toContain('Indisponible');
    // « Réessayer » asks the router again.
    const before = routeCalls(fetchMock).length;
    fireEvent.click(within(summary).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(routeCalls(fetchMock).length).toBeGreaterThan(before));
  });

  it('keeps the plain error box for a refused trip (400), which is not an outage', async () => {
    stubGeolocation({ lat: 45.75, lng: 4.85 });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ non_field_errors: [GEO_MESSAGES.tripTooLong] }, 400))),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('Point de départ trop éloigné');
    expect(screen.queryByText('Itinéraire momentanément indisponible')).toBeNull();
  });
});
