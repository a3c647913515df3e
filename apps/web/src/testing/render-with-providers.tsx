import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { MemoryRouterWithNavigator } from './navigator';

export interface RenderWithProvidersOptions {
  /** URL the memory router starts at (default: `path`, else `/`). */
  route?: string;
  /** Route pattern under which `ui` is mounted; without it `ui` is rendered as is inside the router. */
  path?: string;
  /** Other routes mounted next to `path` (e.g. redirect targets), keyed by pattern. */
  routes?: Record<string, ReactNode>;
  /** Wrap `ui` in a memory router (default `true`). */
  router?: boolean;
}

/** A query client for tests: failed queries and mutations are not retried. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside a fresh query client and, unless `router` is false, a memory router with the
 * navigator it backs (app/router-navigator.tsx).
 * The providers are a `wrapper`, so the returned `rerender` keeps the same query client.
 */
export function renderWithProviders(ui: ReactElement, { route, path, routes = {}, router = true }: RenderWithProvidersOptions = {}) {
  const client = createTestQueryClient();

  function Providers({ children }: { children: ReactNode }) {
    const content =
      path === undefined ? (
        children
      ) : (
        <Routes>
          <Route path={path} element={children} />
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      );
    return (
      <QueryClientProvider client={client}>
        {router ? <MemoryRouterWithNavigator initialEntries={[route ?? path ?? '/']}>{content}</MemoryRouterWithNavigator> : content}
      </QueryClientProvider>
    );
  }

  return render(ui, { wrapper: Providers });
}

/** A JSON `Response` as the API answers it; an `undefined` body gives an empty body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
