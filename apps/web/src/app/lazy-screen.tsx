import type { ComponentType } from 'react';

/**
 * The `lazy` of a route that only shows one feature screen, without props, in the page container.
 * The screen's module is fetched when the route is first matched, so it stays a chunk of its own.
 * Routes that do more (read a parameter, redirect an expired session, widen the container) keep a
 * file in routes/.
 */
export function lazyScreen(loadScreen: () => Promise<ComponentType>) {
  return async () => {
    const Screen = await loadScreen();

    function ScreenRoute() {
      return (
        <div className="container page">
          <Screen />
        </div>
      );
    }

    return { Component: ScreenRoute };
  };
}
