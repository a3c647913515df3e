import type * as AppModule from './start-app';

type TAppModule = typeof AppModule;

let appPromise: Promise<TAppModule> | null = null;

/** The routed app's code (React Router, React Query, the route table and shell): fetched once, on demand. */
export function loadApp(): Promise<TAppModule> {
  appPromise ??= import('./start-app');
  // Let a failed download (flaky network) be tried again on the next call.
  appPromise.catch(() => {
    appPromise = null;
  });
  return appPromise;
}
