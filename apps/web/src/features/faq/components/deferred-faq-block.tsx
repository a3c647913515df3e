import type { TFaqDestination } from '@fournil/shared';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenNearOrIdle } from '../lib/when-near-or-idle';

// The block pulls in the markdown sanitiser (DOMPurify) and React Query: a separate chunk, fetched only
// when needed. If that chunk cannot be fetched (offline, a new deployment), the page simply goes without its FAQ.
const FaqBlock = lazy<ComponentType<DeferredFaqBlockProps>>(() =>
  import('./faq-block').then(
    (module) => ({ default: module.StandaloneFaqBlock }),
    () => ({ default: () => null }),
  ),
);

const PLACEHOLDER_HEIGHT = '10rem';

type DeferredFaqBlockProps = {
  /** The page path the FAQs are filtered by (FAQ_PAGES). */
  pathname: TFaqDestination;
  /** False while the page's own content is still coming (the home list): nothing starts before it. */
  canLoad?: boolean;
  /** False: load only when the block comes near the viewport, never merely because the browser is idle. */
  isIdleEnough?: boolean;
};

/**
 * The FAQ block for a screen whose first load must stay light (the home page): it loads when it
 * scrolls near the viewport or once the browser is idle, whichever comes first.
 */
export function DeferredFaqBlock({ pathname, canLoad = true, isIdleEnough = true }: DeferredFaqBlockProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [isWanted, setIsWanted] = useState(false);

  useEffect(() => {
    const element = placeholderRef.current;
    if (!canLoad || isWanted || !element) return;
    return whenNearOrIdle(element, () => setIsWanted(true), { isIdleEnough });
  }, [canLoad, isIdleEnough, isWanted]);

  // Roughly the block's height, so that the footer barely moves when it arrives.
  const placeholder = <div ref={placeholderRef} className="faq-placeholder" style={{ minHeight: PLACEHOLDER_HEIGHT }} />;
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FaqBlock pathname={pathname} />
    </Suspense>
  );
}
