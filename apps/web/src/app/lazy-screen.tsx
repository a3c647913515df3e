import type { ComponentType } from 'react';
import { useSessionExpiredRedirect } from './routes/use-session-expired-redirect';

type TLazyScreenOptions = {
  /** `container--wide`: the screens that lay cards out in columns. */
  isWide?: boolean;
  /** A login-only screen: an expired session goes to /login inside the app (use-session-expired-redirect.ts). */
  isLoginOnly?: boolean;
};

/**
 * The `lazy` of a route that only shows one feature screen, without props, in the page container.
 * The screen's module is fetched when the route is first matched, so it stays a chunk of its own.
 */
export function lazyScreen(loadScreen: () => Promise<ComponentType>, { isWide = false, isLoginOnly = false }: TLazyScreenOptions = {}) {
  return async () => {
    const Screen = await loadScreen();
    const className = isWide ? 'container container--wide page' : 'container page';

    function ScreenRoute() {
      return (
        <div className={className}>
          <Screen />
        </div>
      );
    }

    function LoginOnlyScreenRoute() {
      useSessionExpiredRedirect();
      return <ScreenRoute />;
    }

    return { Component: isLoginOnly ? LoginOnlyScreenRoute : ScreenRoute };
  };
}
