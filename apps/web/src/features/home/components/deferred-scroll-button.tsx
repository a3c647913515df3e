import { useEffect, useState } from 'react';
import type { ScrollButton as ScrollButtonType } from './scroll-button';

/**
 * The floating scroll button, loaded once the list has come (`canLoad`): it shows only on a page
 * longer than the screen, so it stays out of the first load of '/' (scripts/check-bundle-budget.mjs).
 */
export function DeferredScrollButton({ canLoad }: { canLoad: boolean }) {
  const [ScrollButton, setScrollButton] = useState<typeof ScrollButtonType>();
  useEffect(() => {
    if (canLoad) void import('./scroll-button').then((module) => setScrollButton(() => module.ScrollButton));
  }, [canLoad]);
  return ScrollButton ? <ScrollButton /> : null;
}
