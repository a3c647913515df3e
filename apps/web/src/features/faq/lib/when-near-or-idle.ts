/** Start loading this far before the element scrolls into view. */
export const NEAR_VIEWPORT_MARGIN = '300px';
/** Leave the first seconds to the page's own requests (nearby bakeries, the map library). */
export const IDLE_DELAY_MS = 2_000;
/** After the delay, an idle callback waits at most this long on a busy page. */
export const IDLE_TIMEOUT_MS = 3_000;

/**
 * Calls `onReady` once: when `element` comes within NEAR_VIEWPORT_MARGIN of the viewport, or (unless
 * `isIdleEnough` is false) when the browser is idle after IDLE_DELAY_MS, whichever happens first.
 * Returns a cleanup that cancels it.
 */
export function whenNearOrIdle(
  element: Element,
  onReady: () => void,
  { isIdleEnough = true }: { isIdleEnough?: boolean } = {},
): () => void {
  let isDone = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) ready();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  // Safari has no requestIdleCallback: the delay alone stands in for it there.
  const timer = isIdleEnough
    ? setTimeout(
        () => (window.requestIdleCallback ? window.requestIdleCallback(ready, { timeout: IDLE_TIMEOUT_MS }) : ready()),
        IDLE_DELAY_MS,
      )
    : undefined;

  function stop() {
    isDone = true;
    observer.disconnect();
    clearTimeout(timer);
  }

  function ready() {
    if (isDone) return;
    stop();
    onReady();
  }

  return stop;
}
