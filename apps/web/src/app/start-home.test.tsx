import { act, fireEvent, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, useNavigator } from '@/lib/navigation';
import { SCROLL_POSITIONS_STORAGE_KEY } from './scroll-positions';
import { startHome } from './start-home';

// The home page itself is under test in routes/home.test.tsx: here a stand-in with a link and an
// in-place change of the query, as the radius toggle does.
vi.mock('./routes/home', () => ({
  Component: function FakeHome() {
    const { search, navigate } = useNavigator();
    return (
      <>
        <p>Recherche : {search || 'aucune'}</p>
        <AppLink to="/boulangerie/3">Au Bon Pain</AppLink>
        <button type="button" onClick={() => navigate('/?rayon=10', { replace: true, preventScrollReset: true })}>
          Voir à 10 km
        </button>
      </>
    );
  },
}));

const startApp = vi.fn((_root: Root, _options?: { waitForFirstScreen?: boolean }) => Promise.resolve());
const loadApp = vi.fn(() => Promise.resolve({ startApp }));
vi.mock('./load-app', () => ({ loadApp: () => loadApp() }));

let root: Root;
let container: HTMLElement;

function start() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => startHome(root));
}

describe('startHome (the first load of /)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    startApp.mockClear();
    loadApp.mockClear();
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('shows the home page in the shell, without the app, and marks its history entry for the router', () => {
    start();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    expect(window.history.state).toMatchObject({ usr: null, idx: 0, key: expect.any(String) });
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('changes its own query in place, without loading the app', () => {
    start();
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Voir à 10 km' }));
    expect(window.location.search).toBe('?rayon=10');
    expect(window.history.length).toBe(entries);
    expect(screen.getByText('Recherche : ?rayon=10')).toBeTruthy();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('fetches the app ahead when a link is pointed at', () => {
    start();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Au Bon Pain' }));
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('hands over to the app on a link: remembers the list’s scroll, pushes the router’s entry, starts the app there', async () => {
    start();
    const homeKey = (window.history.state as { key: string }).key;
    window.scrollY = 640;
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Au Bon Pain' }));
    });

    expect(window.location.pathname).toBe('/boulangerie/3');
    expect(window.history.state).toMatchObject({ usr: null, idx: 1, key: expect.any(String) });
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}')).toEqual({ [homeKey]: 640 });
    expect(startApp).toHaveBeenCalledWith(root, { waitForFirstScreen: true });
    // While the next screen loads, the home page stays with the progress bar.
    expect(container.querySelector('.route-progress')).not.toBeNull();
  });
});
