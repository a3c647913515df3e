import type { TNearbyBakery } from '@fournil/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMapBakery } from '@/features/map/markers';
import { FakeSocket, lastSocket } from '@/testing/fake-socket';
import { makeNearbyCard } from '@/testing/live-bakeries';
import { makeTestNavigator, WithNavigator } from '@/testing/navigator';
import { jsonResponse } from '@/testing/render-with-providers';
import { Component as Home } from './home';

// The map component stands in for MapLibre: it lists the markers it was given.
vi.mock('@/features/map/components/bakery-map', () => ({
  BakeryMap: ({ bakeries }: { bakeries: TMapBakery[] }) => (
    <ul aria-label="Marqueurs">
      {bakeries.map((bakery) => (
        <li key={bakery.id}>{`${bakery.nom} — ${bakery.status.label}`}</li>
      ))}
    </ul>
  ),
}));

// Wednesday 11 March 2026, 10:00 in Paris; every card is open on Wednesday mornings.
const WEDNESDAY_10H = new Date('2026-03-11T09:00:00Z');
// The nearby cache lives as long as the page: each test stands somewhere else.
let position = { latitude: 48.8534, longitude: 2.3488 };
const card = (overrides: Partial<TNearbyBakery>) => makeNearbyCard({ horaires_ouvertures: '3=0700-1300', ...overrides });

let nearbyAnswer: TNearbyBakery[] = [];

function stubBrowser() {
  position = { latitude: position.latitude + 0.1, longitude: 2.3488 };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_10H);
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(url.startsWith('/api/boulangeries/') ? jsonResponse(nearbyAnswer) : jsonResponse([]))),
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('navigator', {
    ...window.navigator,
    geolocation: {
      watchPosition: (onPosition: PositionCallback) => {
        onPosition({ coords: position } as GeolocationPosition);
        return 1;
      },
      clearWatch: () => {},
    },
  });
}

function renderHome(navigator = makeTestNavigator()) {
  render(
    <WithNavigator navigator={navigator}>
      <Home />
    </WithNavigator>,
  );
  return navigator;
}

const list = () => screen.findByRole('list', { name: 'Boulangeries à proximité' });
const names = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.querySelector('h2')?.textContent);

describe('home page', () => {
  beforeEach(stubBrowser);

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // First of the file: lib/geolocation.ts keeps the last position for the page's life, and the tests
  // after this one have one.
  it('says a refused position once, calmly, without a toast, and puts the focus in the address field', async () => {
    nearbyAnswer = [card({ id: 7, nom: 'Notre-Dame Levain', distance_km: 0.2 })];
    vi.stubGlobal('navigator', {
      ...window.navigator,
      geolocation: {
        watchPosition: (_onPosition: PositionCallback, onError: PositionErrorCallback) => {
          onError({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
          return 1;
        },
        clearWatch: () => {},
      },
    });
    renderHome();
    expect(await screen.findAllByText('Localisation refusée : indiquez une adresse.')).toHaveLength(1);
    expect(screen.getByText('Autour du centre de Paris, par défaut.')).toBeTruthy();
    expect(document.querySelector('.toast')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Rechercher une adresse ou une ville'));
  });

  it('lists the cards around the position with their status, the map box holding its room until the map comes', async () => {
    nearbyAnswer = [
      card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 }),
      card({ id: 2, nom: 'La Mie', distance_km: 1.2, disponibilite_pain: false }),
    ];
    renderHome();
    expect(screen.getByText('Chargement de la carte…')).toBeTruthy();

    const cards = await list();
    expect(names(cards)).toEqual(['Au Bon Pain', 'La Mie']);
    expect(within(cards).getByText(/^Pain disponible( · |$)/)).toBeTruthy();
    expect(within(cards).getByText(/^Pas de pain( · |$)/)).toBeTruthy();
    expect(within(cards).getByText('0,30 km')).toBeTruthy();

    // The map comes later, or at once when the visitor reaches for it.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Carte des boulangeries' }));
    const markers = await screen.findByRole('list', { name: 'Marqueurs' });
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Au Bon Pain — Pain disponible', 'La Mie — Pas de pain']);
    expect(screen.queryByText('Chargement de la carte…')).toBeNull();
  });

  it('puts the live feed’s cards straight into the list: the circle replaces it, a changed card updates it', async () => {
    nearbyAnswer = [
      card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 }),
      card({ id: 2, nom: 'La Mie', distance_km: 1.2, disponibilite_pain: false }),
    ];
    renderHome();
    await list();
    // The live feed connects once the list has come (its code is outside the first load of '/').
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => lastSocket().open());
    expect(lastSocket().sent).toEqual([{ type: 'subscribe', lat: position.latitude, lng: position.longitude, rayon: 2 }]);

    act(() => lastSocket().receive(card({ id: 2, nom: 'La Mie', distance_km: 1.2, disponibilite_pain: true })));
    expect(within(await list()).getAllByText(/^Pain disponible( · |$)/)).toHaveLength(2);

    act(() =>
      lastSocket().receive([card({ id: 3, nom: 'Le Fournil', distance_km: 0.1 }), card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 })]),
    );
    expect(names(await list())).toEqual(['Le Fournil', 'Au Bon Pain']);

    // A card that moved out of the circle leaves the list.
    act(() => lastSocket().receive(card({ id: 1, nom: 'Au Bon Pain', distance_km: 2.4 })));
    expect(names(await list())).toEqual(['Le Fournil']);
  });

  it('moves without reloading: a card opens its bakery page, the radius toggle rewrites the address in place', async () => {
    nearbyAnswer = [card({ id: 5, nom: 'Chez Paul', distance_km: 0.5 })];
    const navigator = renderHome(makeTestNavigator({ pathname: '/', search: '' }));
    fireEvent.click(await within(await list()).findByRole('link', { name: /^Chez Paul/ }));
    expect(navigator.navigate).toHaveBeenCalledWith('/boulangerie/5', { replace: false });

    fireEvent.click(screen.getByRole('button', { name: 'Voir à 10 km' }));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/?rayon=10', { replace: true, preventScrollReset: true });
  });
});
