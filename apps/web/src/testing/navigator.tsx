import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { NavigatorProvider, type TNavigator } from '@/lib/navigation';

/** A navigator (lib/navigation.tsx) for component tests: a fixed address, spies for the moves. */
export function makeTestNavigator(overrides: Partial<TNavigator> = {}): TNavigator {
  return { pathname: '/', search: '', navigate: vi.fn(), prefetch: vi.fn(), ...overrides };
}

export function WithNavigator({ navigator = makeTestNavigator(), children }: { navigator?: TNavigator; children: ReactNode }) {
  return <NavigatorProvider value={navigator}>{children}</NavigatorProvider>;
}
