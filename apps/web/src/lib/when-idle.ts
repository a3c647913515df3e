/** With no idle period (a busy page), the callback runs after this long anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

export type TWhenIdleOptions = {
  /** Wait this long first (after the current frame is painted). */
  delayMs?: number;
  timeoutMs?: number;
};

/**
 * Calls `callback` once the current frame is painted, `delayMs` have passed and the browser is idle
 * (requestIdleCallback, or a timer where it is missing, as in Safari). Returns a cleanup that cancels it.
 */
export function whenIdle(callback: () => void, { delayMs = 0, timeoutMs = IDLE_TIMEOUT_MS }: TWhenIdleOptions = {}): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const askForIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    else timer = setTimeout(callback, 1);
  };
  // requestAnimationFrame runs before the next paint; the timers and the idle callback come after it.
  const frame = requestAnimationFrame(() => {
    if (delayMs > 0) timer = setTimeout(askForIdle, delayMs);
    else askForIdle();
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
