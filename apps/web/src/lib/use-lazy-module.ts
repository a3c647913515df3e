import { startTransition, useEffect, useState } from 'react';

/**
 * A module loaded with `import()` once `canLoad` turns true, undefined until then: what a page shows
 * after its first screen stays out of its first load (the home page's budget,
 * scripts/check-bundle-budget.mjs). Not React.lazy: nothing suspends, the page draws what it has.
 * `load` must always import the same module. Its arrival redraws the page in a transition, which React
 * draws in slices and sets aside for a visitor's input: a module coming in while the list is drawn
 * never blocks the main thread for the whole page's redraw (bench/LIMITS.md, "Lighthouse `/`").
 */
export function useLazyModule<T>(load: () => Promise<T>, canLoad = true): T | undefined {
  const [module, setModule] = useState<T>();
  useEffect(() => {
    // A chunk that cannot be fetched (offline, a new deployment): the page goes without that part.
    if (canLoad)
      load().then(
        (loaded) => startTransition(() => setModule(() => loaded)),
        () => {},
      );
    // `load` is the same import at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canLoad]);
  return module;
}
