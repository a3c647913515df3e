import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigator } from '@/lib/navigation';
import { BottomNav } from './bottom-nav';

export const MAIN_CONTENT_ID = 'contenu';

/**
 * Skip link, page content, fixed bottom navigation. Free of the router: the light home page renders it
 * too (start-home.tsx). `isNavigating` shows the thin progress bar while the next screen loads.
 */
export function AppShell({ children, isNavigating = false }: { children: ReactNode; isNavigating?: boolean }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useNavigator();
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
        {isNavigating ? <div className="route-progress" aria-hidden="true" /> : null}
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
