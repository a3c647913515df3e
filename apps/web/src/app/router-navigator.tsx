import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigatorProvider, type TNavigator } from '@/lib/navigation';

/** The navigation interface of lib/navigation.tsx, backed by React Router inside the routed app. */
export function RouterNavigatorProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigator = useMemo<TNavigator>(
    () => ({
      pathname,
      search,
      navigate: (to, options) => void navigate(to, options),
      // The router is already here: nothing to fetch ahead.
      prefetch: () => {},
    }),
    [pathname, search, navigate],
  );
  return <NavigatorProvider value={navigator}>{children}</NavigatorProvider>;
}
