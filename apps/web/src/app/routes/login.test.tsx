import { FAVOURITES_STORAGE_KEY } from '@fournil/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFavouritesStore } from '@/features/favourites/lib/favourites-store';
import { RouterNavigatorProvider } from '../router-navigator';
import { Component as LoginRoute } from './login';

function renderLogin(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <RouterNavigatorProvider>
            <LoginRoute />
          </RouterNavigatorProvider>
        ),
      },
      { path: '*', Component: () => <p>ailleurs</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'paul@exemple.fr' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'un-mot-de-passe' } });
  fireEvent.click(screen.getByRole('button', { name: /connecter/i }));
  await screen.findByText('ailleurs');
}

describe('/login return path', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input).startsWith('/api/auth/login/')
            ? new Response(JSON.stringify({ access: 'jwt' }), { status: 200, headers: { 'Content-Type': 'application/json' } })
            : new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('comes back to ?next= after login (e.g. an invitation link)', async () => {
    const router = renderLogin(`/login?next=${encodeURIComponent('/invite/accepter/abc?x=1')}`);
    await logIn();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/invite/accepter/abc?x=1'));
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)'])(
    'ignores a ?next= that leaves the site (%s)',
    async (next) => {
      const router = renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await logIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );
});

describe('/login and the favourites', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    resetFavouritesStore();
  });

  it('sends the browser’s favourites to the account right after login, then keeps the account’s list', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([7, 3]));
    resetFavouritesStore();
    const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      const body = url.startsWith('/api/auth/login/') ? { access: 'jwt' } : url === '/api/favoris/fusion/' ? { ids: [12, 7, 3] } : [];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderLogin('/login');
    await logIn();
    const merge = fetchMock.mock.calls.find(([input]) => String(input) === '/api/favoris/fusion/');
    expect(merge?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(merge?.[1]?.body))).toEqual({ ids: [7, 3] });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([12, 7, 3]));
  });
});
