import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { NavigatorProvider, type TNavigateOptions, type TNavigator } from '@/lib/navigation';
import { AppShell } from './app-shell';
import { currentIndex, isRouterHistoryState, newEntryState } from './history-entries';
import { loadApp } from './load-app';
import { historyEntryKey, rememberScrollPosition } from './scroll-positions';

// A first page shown without the routed app (docs/decisions/009-light-home-boot.md): the home page
// (start-home.tsx) and a bakery page opened directly (start-bakery.tsx). React Router is a third of
// the site's shared code and neither page needs it to show itself, so it comes with the rest of the
// app (load-app.ts) on the first move to another page, fetched ahead when a link is pointed at or
// focused. Inside the app the same page components are reached through the router; they move
// through lib/navigation.tsx, backed here by this light navigator.

type TLocation = Pick<TNavigator, 'pathname' | 'search'>;

function readLocation(): TLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Hands the page over to the routed app: records the page's scroll position for "back", moves the
 * address to `to` (none: the address already changed, e.g. by "forward") and renders the app there.
 * Without the app's code (offline, a new deployment), a full page load does the same.
 */
async function leaveLightPage(root: Root, to: string | null, { replace = false }: TNavigateOptions = {}): Promise<void> {
  let app: Awaited<ReturnType<typeof loadApp>>;
  try {
    app = await loadApp();
  } catch {
    window.location.assign(to ?? window.location.href);
    return;
  }
  if (to !== null) {
    rememberScrollPosition(historyEntryKey(window.history.state), window.scrollY);
    const state = newEntryState(replace ? currentIndex() : currentIndex() + 1);
    if (replace) window.history.replaceState(state, '', to);
    else window.history.pushState(state, '', to);
  }
  await app.startApp(root, { waitForFirstScreen: true });
}

type TLightPageProps = {
  root: Root;
  /** The addresses this page shows itself; a move anywhere else hands over to the routed app. */
  isOwnPath: (pathname: string) => boolean;
  children: ReactNode;
};

function LightPage({ root, isOwnPath, children }: TLightPageProps) {
  const [location, setLocation] = useState(readLocation);
  const [isLeaving, setIsLeaving] = useState(false);

  // Back or forward between entries of this page (its query changed); to any other page: the app.
  useEffect(() => {
    const handlePopState = () => {
      if (isOwnPath(window.location.pathname)) {
        setLocation(readLocation());
        return;
      }
      setIsLeaving(true);
      void leaveLightPage(root, null);
    };
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [root, isOwnPath]);

  const navigator = useMemo<TNavigator>(
    () => ({
      ...location,
      navigate: (to, options = {}) => {
        const url = new URL(to, window.location.href);
        if (!isOwnPath(url.pathname)) {
          setIsLeaving(true);
          void leaveLightPage(root, to, options);
          return;
        }
        const address = `${url.pathname}${url.search}${url.hash}`;
        if (options.replace) window.history.replaceState(window.history.state, '', address);
        else window.history.pushState(newEntryState(currentIndex() + 1), '', address);
        setLocation(readLocation());
        if (!options.replace && !options.preventScrollReset) window.scrollTo(0, 0);
      },
      prefetch: () => {
        loadApp().catch(() => {});
      },
    }),
    [location, root, isOwnPath],
  );

  return (
    <NavigatorProvider value={navigator}>
      <AppShell isNavigating={isLeaving}>{children}</AppShell>
    </NavigatorProvider>
  );
}

/** Renders `page` in `root` without the router; moves to an address `isOwnPath` refuses start the app. */
export function startLightPage(root: Root, isOwnPath: (pathname: string) => boolean, page: ReactNode): void {
  // The router will read this entry's index and key when "back" returns to it.
  if (!isRouterHistoryState(window.history.state)) window.history.replaceState(newEntryState(0), '');
  root.render(
    <StrictMode>
      <LightPage root={root} isOwnPath={isOwnPath}>
        {page}
      </LightPage>
    </StrictMode>,
  );
}
