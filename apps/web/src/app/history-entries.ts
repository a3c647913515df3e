// History entries as React Router writes them. The light first pages (light-page.tsx) create entries the
// router takes over later, and the bakery page asks whether "back" stays on the site; both read and
// write history.state through this module, which imports nothing of the app.

/** history.state as React Router writes it. */
export type TRouterHistoryState = { usr: unknown; key: string; idx: number };

export function isRouterHistoryState(state: unknown): state is TRouterHistoryState {
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number';
}

/** The index of the current entry among the site's own (0 for an entry the router did not create). */
export function currentIndex(): number {
  const state: unknown = window.history.state;
  return isRouterHistoryState(state) ? state.idx : 0;
}

/** A history entry key, made as React Router makes its own. */
function createKey(): string {
  return Math.random().toString(36).substring(2, 10);
}

/** The state of a new entry at index `idx`, as React Router would have written it. */
export function newEntryState(idx: number): TRouterHistoryState {
  return { usr: null, key: createKey(), idx };
}

/** Whether "back" stays on this site: the entry was reached by a move inside it (router or light page). */
export function hasEarlierEntry(): boolean {
  return currentIndex() > 0;
}
