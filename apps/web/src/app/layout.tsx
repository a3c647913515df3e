import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingText } from '@/components/ui/spinner';
import { AppShell } from './app-shell';
import { RouterNavigatorProvider } from './router-navigator';
import { SCROLL_POSITIONS_STORAGE_KEY } from './scroll-positions';

/** The routed app's shell: the shell of app-shell.tsx, the router's progress bar and scroll restoration. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <RouterNavigatorProvider>
      <AppShell isNavigating={navigation.state === 'loading'}>
        <Outlet />
        <ScrollRestoration storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
      </AppShell>
    </RouterNavigatorProvider>
  );
}

/** Shown while the first screen's code is loading. */
export function LayoutFallback() {
  return (
    <RouterNavigatorProvider>
      <AppShell>
        <div className="container page">
          <LoadingText />
        </div>
      </AppShell>
    </RouterNavigatorProvider>
  );
}
