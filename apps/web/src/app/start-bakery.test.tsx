import { act, fireEvent, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { makePublicDetail } from '@/testing/live-bakeries';
import { jsonResponse } from '@/testing/render-with-providers';
import { stubFetch } from '@/testing/stub-fetch';
import { startBakeryPage } from './start-bakery';

// The page itself is under test in routes/bakery-detail.test.tsx and the feature's tests: here, that
// it shows without the routed app and hands over to it for any other address.

const startApp = vi.fn((_root: Root, _options?: { waitForFirstScreen?: boolean }) => Promise.resolve());
const loadApp = vi.fn(() => Promise.resolve({ startApp }));
vi.mock('./load-app', () => ({ loadApp: () => loadApp() }));

let root: Root;
let container: HTMLElement;

function start(path: string) {
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => startBakeryPage(root));
}

describe('startBakeryPage (a bakery page opened directly)', () => {
  const fetchMock = stubFetch({ signedIn: false });

  beforeEach(() => {
    startApp.mockClear();
    loadApp.mockClear();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(jsonResponse(String(input).includes('campagnes') ? [] : makePublicDetail({ id: 12, nom: 'Au Levain du Marais' }))),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('shows the bakery in the shell without loading the app, and marks its history entry for the router', async () => {
    start('/boulangerie/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Au Levain du Marais' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(window.history.state).toMatchObject({ usr: null, idx: 0, key: expect.any(String) });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/boulangeries/12/public/');
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('follows a merged listing to the bakery it joined: the address names the bakery shown', async () => {
    // The API answers an absorbed listing's detail with the kept bakery's (a 301 the fetch follows).
    start('/boulangerie/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Au Levain du Marais' })).toBeTruthy();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/boulangerie/12'));
  });

  it('hands over to the app on the directions link, at the directions address', async () => {
    start('/boulangerie/12');
    const directions = await screen.findByRole('link', { name: "Voir l'itinéraire" });
    await act(async () => {
      fireEvent.click(directions);
    });
    expect(window.location.pathname).toBe('/itineraire');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(startApp).toHaveBeenCalledWith(root, { waitForFirstScreen: true });
  });

  it('goes "back" to the home page through the app when the page was the first one opened', async () => {
    start('/boulangerie/12');
    await screen.findByRole('heading', { level: 1, name: 'Au Levain du Marais' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    });
    expect(window.location.pathname).toBe('/');
    expect(startApp).toHaveBeenCalledWith(root, { waitForFirstScreen: true });
  });
});
