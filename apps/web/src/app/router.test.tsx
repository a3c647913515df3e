import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { APP_ROUTES } from '@fournil/shared';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './providers';
import { routes } from './router';

function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Every screen, and the signed-in layout, is its own chunk: on a busy machine they take more than
// the default second to load under the test transform.
const LAZY_SCREEN = { timeout: 5000 };

/** The path of every routed screen: a relative child path is joined to its parent's. */
function routedPaths(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    // '*' is the app's own 404 screen, not an address.
    const here = route.path !== undefined && route.path !== '*' ? [own] : [];
    return [...here, ...routedPaths(route.children ?? [], own)];
  });
}

describe('the route table', () => {
  it('names the same addresses as the server’s list (APP_ROUTES): any other address answers 404', () => {
    expect([...new Set(routedPaths(routes))].sort()).toEqual([...APP_ROUTES].sort());
  });
});

describe('router', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('scrollTo', vi.fn());
    // Pages and FAQs are not under test here: answer every API call with a 404.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('{"detail":"Introuvable."}', { status: 404, headers: { 'Content-Type': 'application/json' } })),
      ),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the bottom navigation with its three links on every page', async () => {
    renderRoute('/itineraire');
    await screen.findByText('Coordonnées de la boulangerie non valides.', {}, LAZY_SCREEN);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Accueil', '/'],
      ['Nous contacter', '/messageriedirect'],
      ['Accès PRO', '/magister'],
    ]);
  });

  it('marks the current section with aria-current', async () => {
    renderRoute('/magister');
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur la plateforme' });
    expect(screen.getByRole('link', { name: 'Accès PRO' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Accueil' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows the 404 text on an unknown path', async () => {
    renderRoute('/nimporte/quoi');
    expect(await screen.findByRole('heading', { name: '404 - Page non trouvée' })).toBeTruthy();
  });

  it('redirects /connexion to /login, keeping the query', async () => {
    const router = renderRoute('/connexion?newUser=1');
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?newUser=1');
  });

  it.each(['/dashboard', '/profil', '/boulangeries', '/boulangerie-responsable', '/regie-publicitaire', '/deverrouiller-regie'])(
    'redirects %s to /login without a token',
    async (path) => {
      const router = renderRoute(path);
      await screen.findByRole('heading', { name: 'Connexion' }, LAZY_SCREEN);
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('lets a login-only route through when a token is stored', async () => {
    localStorage.setItem('token', 'jwt');
    const router = renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows "Page introuvable" for an unknown static page slug', async () => {
    renderRoute('/page/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
