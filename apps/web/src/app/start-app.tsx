import { StrictMode, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MAIN_CONTENT_ID } from './app-shell';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type TAppRouter = ReturnType<typeof createAppRouter>;

function whenFirstScreenReady(router: TAppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * After a move from the light home page, focus goes to the new screen's content, as the shell does
 * after every later move (app-shell.tsx): keyboard and screen-reader users start from its top.
 */
function FocusMainContent() {
  useEffect(() => {
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, []);
  return null;
}

/**
 * Renders the routed app in `root`, at the current address. Coming from the light home page
 * (`waitForFirstScreen`), it first waits for the new screen's code: the home page stays, with its
 * progress bar, instead of flashing the loading screen.
 */
export async function startApp(root: Root, { waitForFirstScreen = false }: { waitForFirstScreen?: boolean } = {}): Promise<void> {
  const router = createAppRouter();
  if (waitForFirstScreen) await whenFirstScreenReady(router);
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        {waitForFirstScreen ? <FocusMainContent /> : null}
      </AppProviders>
    </StrictMode>,
  );
}
