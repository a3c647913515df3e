// What the service worker (sw.ts) and the pages agree on (docs/offline.md): cache names, the header
// that stamps a cached answer with the time it was fetched, and the messages they exchange. Plain
// constants only: the first load of '/' may import this module.

/** Where the build writes the service worker (vite-plugin-pwa, apps/web/vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The last nearby list, whatever its centre and radius (docs/offline.md, "What is kept"). */
export const NEARBY_CACHE = 'fournil-proximite';
/** The key the last nearby list is kept under: one entry, replaced by each list fetched. */
export const NEARBY_CACHE_KEY = '/api/boulangeries/?derniere-liste';
/** The last bakery pages' details (`GET /api/boulangeries/{id}/public/`). */
export const BAKERY_CACHE = 'fournil-boulangeries';
/** How many bakery details are kept (the least recently used goes first). */
export const BAKERY_CACHE_MAX_ENTRIES = 20;
/** A network slower than this is treated as down, and the kept answer is served. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** Epoch milliseconds when a kept answer was fetched from the server. */
export const FETCHED_AT_HEADER = 'X-Fournil-Recu-Le';

/** Page → service worker: activate the waiting version (« Recharger »), as workbox-window's messageSkipWaiting() sends it. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
/** Page → service worker: was the last nearby list this page got a kept one? */
export const ASK_STATE_MESSAGE = 'fournil:etat';
/** Service worker → page: the nearby list just served came from the network or from the cache. */
export const NEARBY_SERVED_MESSAGE = 'fournil:liste-servie';

export type TNearbyServed = {
  type: typeof NEARBY_SERVED_MESSAGE;
  /** Epoch ms when the list served was fetched from the server; null: it came from the network now. */
  fetchedAt: number | null;
};
