/// <reference lib="webworker" />
// Fournil's service worker (docs/offline.md): keeps the app shell, the last nearby list and the last
// bakery pages for the métro, lets a new version wait for « Recharger », and shows the alerts'
// notifications (docs/alerts-web.md). Built by vite-plugin-pwa (strategy injectManifest,
// apps/web/vite.config.ts), which writes the shell's file list into `self.__WB_MANIFEST`.
// Nothing else is cached: sign-in, favourites, payments, administration and the live feed always
// go to the network.
import type { TAlertPayload } from '@fournil/shared';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { addRoute, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  ASK_STATE_MESSAGE,
  BAKERY_CACHE,
  BAKERY_CACHE_MAX_ENTRIES,
  FETCHED_AT_HEADER,
  NEARBY_CACHE,
  NEARBY_CACHE_KEY,
  NEARBY_SERVED_MESSAGE,
  NETWORK_TIMEOUT_SECONDS,
  isSkipWaiting,
  type TNearbyServed,
} from './offline-protocol';
import { alertNotification, notificationTarget, readAlertPayload, STOP_ACTION } from './alert-notification';
import { embeddedBakery } from './embedded-bakery';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precache>[0] };

// The shell (index.html, the entry's and the home's chunks, styles; not MapLibre: vite.config.ts).
precache(self.__WB_MANIFEST);
// Hashed files answer from the precache. '/' is not mapped to index.html: online, pages come from
// the server, which writes each page's own head and content (docs/public-pages.md).
addRoute({ directoryIndex: '', cleanURLs: false });

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('délai dépassé')), ms));

const bakeryExpiration = new CacheExpiration(BAKERY_CACHE, { maxEntries: BAKERY_CACHE_MAX_ENTRIES });

/** Keeps a bakery's detail as `GET /api/boulangeries/{id}/public/` would give it, for the page offline. */
async function keepBakery(detail: { id: number; json: string }): Promise<void> {
  const url = new URL(`/api/boulangeries/${detail.id}/public/`, self.location.origin).href;
  const cache = await caches.open(BAKERY_CACHE);
  await cache.put(url, new Response(detail.json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
  await bakeryExpiration.updateTimestamp(url);
  await bakeryExpiration.expireEntries();
}

// Pages: the server's while it answers within the timeout; otherwise the shell, which shows the
// kept data (main.tsx reads the address itself). A bakery page opened directly carries its detail
// (docs/public-pages.md) and asks no API: that detail is kept as the API's would be.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const response = await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_SECONDS * 1000)]);
        if (response.ok) {
          event.waitUntil(
            response
              .clone()
              .text()
              .then((html) => {
                const detail = embeddedBakery(html);
                return detail ? keepBakery(detail) : undefined;
              })
              .catch(() => undefined),
          );
        }
        return response;
      } catch (error) {
        const shell = await matchPrecache('index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/ws\//, /^\/dev\//] },
  ),
);

/** Which kept list each page last got (its fetchedAt), or null after a fresh one: see ASK_STATE_MESSAGE. */
const servedToClient = new Map<string, number | null>();

async function tellClient(clientId: string, fetchedAt: number | null): Promise<void> {
  if (!clientId) return;
  // Told each time: a page back online forgets the kept list, and must hear again if the next one is kept too.
  servedToClient.set(clientId, fetchedAt);
  const message: TNearbyServed = { type: NEARBY_SERVED_MESSAGE, fetchedAt };
  (await self.clients.get(clientId))?.postMessage(message);
}

/** A copy of `response` stamped with the time it was fetched (read back offline for the banner). */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, String(Date.now()));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

// The nearby list (`GET /api/boulangeries/?lat=&lng=&rayon=`): the network's when it answers within
// the timeout, kept as « the last list » whatever its centre (offline, a phone's position moves by a
// few metres and the address of the list with it); else the kept list, and the page is told so.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === '/api/boulangeries/' && url.search !== '' && request.method === 'GET',
  async ({ request, event }) => {
    const cache = await caches.open(NEARBY_CACHE);
    const clientId = (event as FetchEvent).clientId;
    const network = fetch(request).then(async (response) => {
      if (response.ok) await cache.put(NEARBY_CACHE_KEY, await stamped(response.clone()));
      return response;
    });
    // A slow answer still refreshes the kept list when it comes.
    event.waitUntil(network.catch(() => undefined));
    try {
      const response = await Promise.race([network, timeout(NETWORK_TIMEOUT_SECONDS * 1000)]);
      if (response.ok) await tellClient(clientId, null);
      return response;
    } catch (error) {
      const kept = await cache.match(NEARBY_CACHE_KEY);
      if (!kept) throw error;
      await tellClient(clientId, Number(kept.headers.get(FETCHED_AT_HEADER)) || null);
      return kept;
    }
  },
);

// A bakery's public page data: the last 20 viewed are kept.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && /^\/api\/boulangeries\/\d+\/public\/?$/.test(url.pathname) && request.method === 'GET',
  new NetworkFirst({
    cacheName: BAKERY_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: BAKERY_CACHE_MAX_ENTRIES })],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (isSkipWaiting(data)) void self.skipWaiting();
  if (data === ASK_STATE_MESSAGE && event.source && 'id' in event.source) {
    const fetchedAt = servedToClient.get(event.source.id) ?? null;
    const answer: TNearbyServed = { type: NEARBY_SERVED_MESSAGE, fetchedAt };
    event.source.postMessage(answer);
  }
});

// A new version takes over the open pages once « Recharger » activated it (the page reloads then).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// ——— Alerts (docs/alerts-web.md) ———

self.addEventListener('push', (event) => {
  let json: unknown;
  try {
    json = event.data?.json();
  } catch {
    return;
  }
  const payload = readAlertPayload(json);
  if (!payload) return;
  const { title, options } = alertNotification(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** `POST /api/alertes/{id}/retrait/` with this browser's own subscription as proof. */
async function stopAlert(alertId: number): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  const auth = subscription?.toJSON().keys?.auth;
  if (!subscription || !auth) return;
  await fetch(`/api/alertes/${alertId}/retrait/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, auth }),
  });
}

/** Focuses a Fournil tab already on `url`, or opens it. */
async function openPage(url: string): Promise<void> {
  const target = notificationTarget(url, self.location.origin);
  if (!target) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = event.notification.data as TAlertPayload | null;
  if (!payload) return;
  event.waitUntil(event.action === STOP_ACTION ? stopAlert(payload.alerte_id) : openPage(payload.url));
});
