import { ZRouteMode, type TRouteMode } from '@fournil/shared';

// The directions screen opens on the last mode chosen (docs/visitor-screens.md, "Directions"): on
// foot the first time, then what the visitor last picked, on this browser.
const STORAGE_KEY = 'fournil.directionsMode';
export const DEFAULT_DIRECTIONS_MODE: TRouteMode = 'walking';

/** The remembered mode; the default when none, when storage is unavailable, or when the stored value is not a mode. */
export function readRememberedMode(): TRouteMode {
  try {
    const parsed = ZRouteMode.safeParse(localStorage.getItem(STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_DIRECTIONS_MODE;
  } catch {
    return DEFAULT_DIRECTIONS_MODE;
  }
}

export function rememberMode(mode: TRouteMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Private mode or storage full: the choice holds for this visit only.
  }
}
