// Scroll positions of the routed app, kept by React Router's <ScrollRestoration> in sessionStorage under
// this key as a JSON object { [history entry key]: scrollY }. The light home page writes its own position
// there before handing over to the router (start-home.tsx), so that "back" finds the list where it was.
export const SCROLL_POSITIONS_STORAGE_KEY = 'fournil-scroll-positions';

/** The key React Router gives a history entry: the `key` of its state, 'default' for an entry it did not create. */
export function historyEntryKey(state: unknown): string {
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== '' ? key : 'default';
}

/** Records `scrollY` for the history entry `key`, as <ScrollRestoration> would have on leaving it. */
export function rememberScrollPosition(key: string, scrollY: number): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: scrollY }));
  } catch {
    // Storage refused (private mode, quota): "back" starts from the top, nothing worse.
  }
}

function readPositions(): object {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? saved : {};
  } catch {
    return {};
  }
}
