import { StrictMode, useEffect, useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import { NavigatorProvider, type TNavigateOptions, type TNavigator } from '@/lib/navigation';
import { AppShell } from './app-shell';
import { loadApp } from './load-app';
import { Component as Home } from './routes/home';
import { historyEntryKey, rememberScrollPosition } from './scroll-positions';

// The first load of '/' (issue 10: at most 90 kB of JavaScript, scripts/check-bundle-budget.mjs):
// React and the home page only. React Router and React Query are a third of the site's shared code
// and the home page needs neither to show its list, so they come with the rest of the app
// (load-app.ts) on the first move to another page, fetched ahead when a link is pointed at or
// focused. Inside the app, '/' is the same Home component, reached through the router.

export const HOME_PATH = '/';

export function isHomePath(pathname: string): boolean {
  return pathname === HOME_PATH;
}

// history.state as React Router writes it: the router takes over the entries this page creates.
type TRouterHistoryState = { usr: unknown; key: string; idx: number };

function isRouterHistoryState(state: unknown): state is TRouterHistoryState {
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number';
}

function currentIndex(): number {
  const state: unknown = window.history.state;
  return isRouterHistoryState(state) ? state.idx : 0;
}

/** A history entry key, made as React Router makes its own. */
function createKey(): string {
  return Math.random().toString(36).substring(2, 10);
}

type TLocation = Pick<TNavigator, 'pathname' | 'search'>;

function readLocation(): TLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Hands the page over to the routed app: records the list's scroll position for "back", moves the
 * address to `to` (none: the address already changed, e.g. by "forward") and renders the app there.
 * Without the app's code (offline, a new deployment), a full page load does the same.
 */
async function leaveHome(root: Root, to: string | null, { replace = false }: TNavigateOptions = {}): Promise<void> {
  let app: Awaited<ReturnType<typeof loadApp>>;
  try {
    app = await loadApp();
  } catch {
    window.location.assign(to ?? window.location.href);
    return;
  }
  if (to !== null) {
    rememberScrollPosition(historyEntryKey(window.history.state), window.scrollY);
    const state: TRouterHistoryState = { usr: null, key: createKey(), idx: replace ? currentIndex() : currentIndex() + 1 };
    if (replace) window.history.replaceState(state, '', to);
    else window.history.pushState(state, '', to);
  }
  await app.startApp(root, { waitForFirstScreen: true });
}

function LightHome({ root }: { root: Root }) {
  const [location, setLocation] = useState(readLocation);
  const [isLeaving, setIsLeaving] = useState(false);

  // Back or forward between entries of the home page (its query changed); to any other page: the app.
  useEffect(() => {
    const handlePopState = () => {
      if (isHomePath(window.location.pathname)) {
        setLocation(readLocation());
        return;
      }
      setIsLeaving(true);
      void leaveHome(root, null);
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [root]);

  const navigator = useMemo<TNavigator>(
    () => ({
      ...location,
      navigate: (to, options = {}) => {
        const url = new URL(to, window.location.href);
        if (!isHomePath(url.pathname)) {
          setIsLeaving(true);
          void leaveHome(root, to, options);
          return;
        }
        const address = `${url.pathname}${url.search}${url.hash}`;
        if (options.replace) window.history.replaceState(window.history.state, '', address);
        else window.history.pushState({ usr: null, key: createKey(), idx: currentIndex() + 1 } satisfies TRouterHistoryState, '', address);
        setLocation(readLocation());
        if (!options.replace && !options.preventScrollReset) window.scrollTo(0, 0);
      },
      prefetch: () => {
        loadApp().catch(() => {});
      },
    }),
    [location, root],
  );

  return (
    <NavigatorProvider value={navigator}>
      <AppShell isNavigating={isLeaving}>
        <Home />
      </AppShell>
    </NavigatorProvider>
  );
}

/** Renders the home page in `root` without the router (the first load of '/'). */
export function startHome(root: Root): void {
  // The router will read this entry's index and key when "back" returns to it.
  if (!isRouterHistoryState(window.history.state)) window.history.replaceState({ usr: null, key: createKey(), idx: 0 } satisfies TRouterHistoryState, '');
  root.render(
    <StrictMode>
      <LightHome root={root} />
    </StrictMode>,
  );
}
