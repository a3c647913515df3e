import { useEffect, useState } from 'react';
import { getScrollButtonState, type TScrollButtonState } from '../lib/scroll-button-state';

function readState(): TScrollButtonState {
  return getScrollButtonState({
    scrollHeight: document.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
  });
}

/** State of the floating scroll button, kept up to date on scroll, resize and content changes. */
export function useScrollButton(): TScrollButtonState {
  const [state, setState] = useState<TScrollButtonState>({ isVisible: false, isAtBottom: false });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = readState();
        setState((previous) => (previous.isVisible === next.isVisible && previous.isAtBottom === next.isAtBottom ? previous : next));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The page grows when the list arrives: watch the content's size too.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);

  return state;
}
