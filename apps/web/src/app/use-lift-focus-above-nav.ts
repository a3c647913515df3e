import { useEffect, type RefObject } from 'react';

/**
 * Keeps the keyboard focus out from under the fixed bottom navigation (docs/visitor-screens.md, "On
 * every page"). A browser scrolls a focused control into view only when it lies outside the window,
 * and then honours `scroll-padding-bottom` (styles/base.css); a control already inside the window but
 * behind the bar is left there (Chromium, November 2026). So when the bar is what covers the focused
 * control's lower edge, the control is scrolled just above it (`block: 'nearest'` honours the padding).
 */
export function useLiftFocusAboveNav(navRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    function lift(event: FocusEvent) {
      const nav = navRef.current;
      const target = event.target;
      if (!nav || !(target instanceof Element) || nav.contains(target)) return;
      const box = target.getBoundingClientRect();
      if (box.top >= window.innerHeight || box.bottom <= nav.getBoundingClientRect().top) return;
      const hit = document.elementFromPoint(box.left + box.width / 2, Math.min(box.bottom, window.innerHeight) - 1);
      if (hit && nav.contains(hit)) target.scrollIntoView({ block: 'nearest' });
    }
    document.addEventListener('focusin', lift);
    return () => document.removeEventListener('focusin', lift);
  }, [navRef]);
}
