import {
  ASK_STATE_MESSAGE,
  FETCHED_AT_HEADER,
  NEARBY_CACHE,
  NEARBY_CACHE_KEY,
  NEARBY_SERVED_MESSAGE,
  type TNearbyServed,
} from '@/service-worker/offline-protocol';
import { offlineBannerText } from './offline-banner-text';

// When the page shows kept data (docs/offline.md, "Offline home"): the browser says it is offline,
// or the service worker says the nearby list it just served was the kept one (the network failed
// or was too slow while the browser thought it was online).

function isNearbyServed(data: unknown): data is TNearbyServed {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === NEARBY_SERVED_MESSAGE;
}

/** When the kept nearby list was fetched, read from the service worker's cache; null without one. */
async function keptListFetchedAt(): Promise<number | null> {
  try {
    const kept = await (await caches.open(NEARBY_CACHE)).match(NEARBY_CACHE_KEY);
    return Number(kept?.headers.get(FETCHED_AT_HEADER)) || null;
  } catch {
    return null;
  }
}

/** While the page shows a kept list and the browser says it is online, the network is tried this often. */
export const PROBE_INTERVAL_MS = 10_000;
/** A small answer of the server, never kept by the service worker. */
const PROBE_URL = '/api/health';

/**
 * Calls `onBanner` with the offline banner's text, or null when the page is back online, at each
 * change. Returns a cleanup.
 */
export function trackOffline(onBanner: (text: string | null) => void): () => void {
  /** Set while the service worker says the page got the kept list. */
  let keptFetchedAt: number | null = null;
  let version = 0;

  const update = async () => {
    const current = ++version;
    if (navigator.onLine && keptFetchedAt === null) {
      onBanner(null);
      return;
    }
    const fetchedAt = keptFetchedAt ?? (await keptListFetchedAt());
    if (current === version) onBanner(offlineBannerText(fetchedAt, new Date()));
  };
  // A network that failed without the browser noticing sends no `online` event when it comes back:
  // it is tried now and then, and the page is told it is back (the home page asks for its list again).
  const probe = window.setInterval(() => {
    if (keptFetchedAt === null || !navigator.onLine) return;
    fetch(PROBE_URL, { cache: 'no-store' }).then(
      (response) => {
        if (response.ok) handleOnline();
      },
      () => {},
    );
  }, PROBE_INTERVAL_MS);
  const handleOnline = () => {
    // Back online: the page asks again (the home reloads its list) and hears whether it was kept.
    keptFetchedAt = null;
    void update();
  };
  const handleOffline = () => void update();
  const handleMessage = (event: MessageEvent) => {
    if (!isNearbyServed(event.data)) return;
    keptFetchedAt = event.data.fetchedAt;
    void update();
  };

  window.addEventListener('online', handleOnline);
  window.addEventListener('offline', handleOffline);
  navigator.serviceWorker?.addEventListener('message', handleMessage);
  // Its answer for a list served before this module came.
  navigator.serviceWorker?.controller?.postMessage(ASK_STATE_MESSAGE);
  void update();
  return () => {
    window.clearInterval(probe);
    window.removeEventListener('online', handleOnline);
    window.removeEventListener('offline', handleOffline);
    navigator.serviceWorker?.removeEventListener('message', handleMessage);
  };
}
