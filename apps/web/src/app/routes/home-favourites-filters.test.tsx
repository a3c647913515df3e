import { FAVOURITES_STORAGE_KEY, type TNearbyBakery } from '@fournil/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFavouritesStore } from '@/features/favourites/lib/favourites-store';
import type { TMapBakery } from '@/features/map/markers';
import { FakeSocket, lastSocket } from '@/testing/fake-socket';
import { makeNearbyCard } from '@/testing/live-bakeries';
import { makeTestNavigator, WithNavigator } from '@/testing/navigator';
import { jsonResponse } from '@/testing/render-with-providers';
import { Component as Home } from './home';

// The home page's filters (docs/filters.md) and favourites (docs/favourites.md), with the same
// stand-ins as home.test.tsx: a map listing its markers, a fake socket, a fixed position.
vi.mock('@/features/map/components/bakery-map', () => ({
  BakeryMap: ({ bakeries }: { bakeries: TMapBakery[] }) => (
    <ul aria-label="Marqueurs">
      {bakeries.map((bakery) => (
        <li key={bakery.id}>{bakery.nom}</li>
      ))}
    </ul>
  ),
}));

// Wednesday 11 March 2026, 10:00 in Paris; every card is open on Wednesday mornings.
const WEDNESDAY_10H = new Date('2026-03-11T09:00:00Z');
let position = { latitude: 45.1, longitude: 2.3488 };
const card = (overrides: Partial<TNearbyBakery>) => makeNearbyCard({ horaires_ouvertures: '3=0700-1300', ...overrides });

let nearbyAnswer: TNearbyBakery[] = [];
let cardsAnswer: TNearbyBakery[] = [];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function stubBrowser() {
  position = { latitude: position.latitude + 0.1, longitude: 2.3488 };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_10H);
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  fetchMock = vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.startsWith('/api/boulangeries/cartes/')) return Promise.resolve(jsonResponse(cardsAnswer));
    if (url.startsWith('/api/boulangeries/')) return Promise.resolve(jsonResponse(nearbyAnswer));
    return Promise.resolve(jsonResponse([]));
  });
  vi.stubGlobal('fetch', fetchMock);
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

function renderHome(search = '') {
  const navigator = makeTestNavigator({ pathname: '/', search });
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
const chip = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  resetFavouritesStore();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetFavouritesStore();
});

describe('home filters', () => {
  const around = () => [
    card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3, disponibilite_bio: true }),
    card({ id: 2, nom: 'La Mie', distance_km: 1.2, disponibilite_pain: false, disponibilite_bio: true, disponibilite_cafe: true }),
    card({ id: 3, nom: 'Le Fournil', distance_km: 1.5, horaires_ouvertures: '1=0700-1300' }),
  ];

  it('shows each chip with its count and applies the URL’s filters to the list and the markers', async () => {
    nearbyAnswer = around();
    renderHome('?filtres=ouvertes,bio');
    expect(names(await list())).toEqual(['Au Bon Pain', 'La Mie']);
    expect(chip(/^Ouvertes maintenant/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Bio/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^Avec pain/).getAttribute('aria-pressed')).toBe('false');
    // Counts over the whole list: 2 open, 1 with bread (open and flag on), 2 organic, 1 café, 0 sandwich.
    expect(screen.getAllByRole('group', { name: 'Filtrer les boulangeries' })[0]?.textContent).toBe(
      'Ouvertes maintenant2Avec pain1Bio2Café1Sandwich0',
    );

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Carte des boulangeries' }));
    const markers = await screen.findByRole('list', { name: 'Marqueurs' });
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Au Bon Pain', 'La Mie']);
  });

  it('writes a chip into the address in place, with readable commas, in the chips’ order', async () => {
    nearbyAnswer = around();
    const navigator = renderHome('?rayon=10&filtres=bio');
    await list();
    fireEvent.click(chip(/^Ouvertes maintenant/));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/?rayon=10&filtres=ouvertes,bio', { replace: true, preventScrollReset: true });
    fireEvent.click(chip(/^Bio/));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/?rayon=10', { replace: true, preventScrollReset: true });
  });

  it('applies the filters again when the live feed changes a status', async () => {
    nearbyAnswer = around();
    renderHome('?filtres=pain');
    expect(names(await list())).toEqual(['Au Bon Pain']);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => lastSocket().open());
    act(() => lastSocket().receive(card({ id: 2, nom: 'La Mie', distance_km: 1.2, disponibilite_pain: true })));
    await waitFor(async () => expect(names(await list())).toEqual(['Au Bon Pain', 'La Mie']));
    act(() => lastSocket().receive(card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3, disponibilite_pain: false })));
    await waitFor(async () => expect(names(await list())).toEqual(['La Mie']));
  });

  it('says when the filters hide everything and offers to remove them or to look wider', async () => {
    nearbyAnswer = around();
    const navigator = renderHome('?filtres=sandwich');
    const empty = (await screen.findByText('Aucune boulangerie à moins de 2 km ne correspond à vos filtres.')).closest(
      '.empty-state',
    ) as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Voir à 10 km' }));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/?filtres=sandwich&rayon=10', { replace: true, preventScrollReset: true });
    fireEvent.click(within(empty).getByRole('button', { name: 'Retirer les filtres' }));
    expect(navigator.navigate).toHaveBeenLastCalledWith('/', { replace: true, preventScrollReset: true });
  });
});

describe('home favourites', () => {
  it('shows no « Mes favoris » without favourites, and a heart on each card', async () => {
    nearbyAnswer = [card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 })];
    renderHome();
    await list();
    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris : Au Bon Pain' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Mes favoris' })).toBeNull();
  });

  it('heads the list with the favourites’ cards and statuses, even beyond the radius, asked around the search centre', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([9, 1]));
    nearbyAnswer = [card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 })];
    cardsAnswer = [
      card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 }),
      card({ id: 9, nom: 'Loin du Centre', distance_km: 12.5, disponibilite_pain: false }),
    ];
    renderHome();
    const section = (await screen.findByRole('heading', { name: 'Mes favoris' })).closest('section') as HTMLElement;
    // In the order of the favourites (most recent first), not the answer's.
    expect(names(section)).toEqual(['Loin du Centre', 'Au Bon Pain']);
    expect(within(section).getByText('12,50 km')).toBeTruthy();
    expect(within(section).getByText(/^Pas de pain( · |$)/)).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.startsWith('/api/boulangeries/cartes/'));
    expect(asked).toBe(`/api/boulangeries/cartes/?ids=9%2C1&lat=${position.latitude}&lng=${position.longitude}`);
    // A favourite nearby stays in the nearby list too, its heart filled there as well.
    expect(within(await list()).getByRole('link', { name: /^Au Bon Pain/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retirer des favoris : Au Bon Pain' })).toHaveLength(2);
  });

  it('keeps a heart in the browser without an account, most recent first, and takes the card out at once', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([9]));
    nearbyAnswer = [card({ id: 1, nom: 'Au Bon Pain', distance_km: 0.3 })];
    cardsAnswer = [card({ id: 9, nom: 'Loin du Centre', distance_km: 12.5 })];
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris : Au Bon Pain' }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([1, 9]);
    // Its heart is filled wherever its card is (the nearby list, and « Mes favoris » once its card has come).
    const hearts = await screen.findAllByRole('button', { name: 'Retirer des favoris : Au Bon Pain' });
    expect(hearts.map((heart) => heart.getAttribute('aria-pressed'))).toEqual(hearts.map(() => 'true'));

    fireEvent.click(await screen.findByRole('button', { name: 'Retirer des favoris : Loin du Centre' }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([1]);
    expect(screen.queryByRole('link', { name: /^Loin du Centre/ })).toBeNull();
    // No account: nothing was written to the server.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE')).toBe(false);
  });
});
