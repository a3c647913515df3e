import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LoadingText } from '@/components/ui';
import { BottomNav } from './bottom-nav';

export const MAIN_CONTENT_ID = 'contenu';

export function AppShell({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  // After a client-side navigation, move focus to the new content so keyboard and screen-reader
  // users start from the top of the page, as after a full page load.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Aller au contenu
      </a>
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1} ref={mainRef}>
        {children}
      </main>
      <BottomNav />
    </div>
  );
}

/** App shell: skip link, page content, fixed bottom navigation. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <AppShell>
      {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}

/** Shown while the first screen's code is loading. */
export function LayoutFallback() {
  return (
    <AppShell>
      <div className="container page">
        <LoadingText />
      </div>
    </AppShell>
  );
}
