import { useEffect, useState } from 'react';

/** Milliseconds until the next multiple of `intervalMs` since the epoch (the next minute boundary by default). */
export function delayToNextBoundary(nowMs: number, intervalMs: number): number {
  return intervalMs - (nowMs % intervalMs);
}

/**
 * The current time, refreshed at every minute boundary: every open/closed status changes on a minute
 * boundary (docs/visitor-screens.md, "Statuses change at the minute"), so a page left open shows the
 * new status at that exact minute without reloading anything. Each tick is scheduled again from the
 * clock (no drift of a long-running interval), and a page coming back from the background or sleep
 * refreshes at once.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timeout: number | undefined;
    const tick = () => {
      setNow(new Date());
      timeout = window.setTimeout(tick, delayToNextBoundary(Date.now(), intervalMs));
    };
    const refreshWhenShown = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timeout);
      tick();
    };
    timeout = window.setTimeout(tick, delayToNextBoundary(Date.now(), intervalMs));
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => {
      window.clearTimeout(timeout);
      document.removeEventListener('visibilitychange', refreshWhenShown);
    };
  }, [intervalMs]);

  return now;
}
