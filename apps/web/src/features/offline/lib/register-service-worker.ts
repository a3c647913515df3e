import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '@/service-worker/offline-protocol';

// Registers the service worker (service-worker/sw.ts, built to /sw.js; docs/offline.md). A new
// deployment's worker installs beside the running one and waits: `onUpdate` is called then, and
// its `activate` makes it take over and reloads the page once it controls it.

export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch(() => {
    // No worker (private browsing, a refused registration): the site works online as before.
  });
}
