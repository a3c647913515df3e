import { useEffect, useRef } from 'react';

/** Calls `callback(value)` once `value` has stayed the same for `delayMs`, unless it equals `current`. */
export function useDebouncedSync(value: string, current: string, callback: (value: string) => void, delayMs = 300): void {
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  useEffect(() => {
    if (value.trim() === current.trim()) return;
    const timer = window.setTimeout(() => callbackRef.current(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, current, delayMs]);
}
