import { useSyncExternalStore } from 'react';

// Whether the page shows kept data because the network is down (docs/offline.md, "Offline home"):
// the banner's text, or null while online. app/start-offline.ts, loaded after the page, sets it;
// the screens read it to show the banner and disable what needs the network. Tiny on purpose: the
// home page imports it, in the budgeted first load of '/'.

let banner: string | null = null;
const listeners = new Set<() => void>();

export function setOfflineBanner(next: string | null): void {
  if (next === banner) return;
  banner = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** « Hors ligne · données de 8 h 12 » while offline, null online. */
export function useOfflineBanner(): string | null {
  return useSyncExternalStore(subscribe, () => banner);
}
