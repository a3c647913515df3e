import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { RouterNavigatorProvider } from '@/app/router-navigator';
import { NavigatorProvider, type TNavigator } from '@/lib/navigation';

/** A navigator (lib/navigation.tsx) for component tests: a fixed address, spies for the moves. */
export function makeTestNavigator(overrides: Partial<TNavigator> = {}): TNavigator {
  return { pathname: '/', search: '', navigate: vi.fn(), prefetch: vi.fn(), ...overrides };
}

export function WithNavigator({ navigator = makeTestNavigator(), children }: { navigator?: TNavigator; children: ReactNode }) {
  return <NavigatorProvider value={navigator}>{children}</NavigatorProvider>;
}

/** A memory router and the navigator it backs, as the app's layout provides them (app/router-navigator.tsx). */
export function MemoryRouterWithNavigator({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <RouterNavigatorProvider>{children}</RouterNavigatorProvider>
    </MemoryRouter>
  );
}
