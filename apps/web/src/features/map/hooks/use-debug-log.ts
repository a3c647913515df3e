import { DEBUG_LOG_MAX_LINES } from '@fournil/shared';
import { useCallback, useState } from 'react';

/** Appends a line and keeps only the last `max` ones. */
export function appendLogLine(lines: readonly string[], line: string, max: number = DEBUG_LOG_MAX_LINES): string[] {
  const next = [...lines, line];
  return next.length > max ? next.slice(next.length - max) : next;
}

function timestamp(date: Date): string {
  return date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** The map's debug log: the last 50 lines, each prefixed with the time. */
export function useDebugLog() {
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback((line: string) => {
    setLines((previous) => appendLogLine(previous, `[${timestamp(new Date())}] ${line}`));
  }, []);
  const clear = useCallback(() => setLines([]), []);
  return { lines, log, clear };
}
