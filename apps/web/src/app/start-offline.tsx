import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from '@/features/offline/components/update-prompt';
import { OFFLINE_CONTROLS_REASON } from '@/features/offline/lib/offline-banner-text';
import { registerServiceWorker } from '@/features/offline/lib/register-service-worker';
import { trackOffline } from '@/features/offline/lib/track-offline';
import { setOfflineBanner } from '@/lib/offline-state';
import { whenIdle } from '@/lib/when-idle';

// The offline layer (docs/offline.md), imported by main.tsx after the page's own code and started
// once the page has loaded and the browser is idle: the service worker's files are fetched while
// nothing else is, and none of this counts in the first load of '/' (scripts/check-bundle-budget.mjs).

function showUpdatePrompt(activate: () => void): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<UpdatePrompt onReload={activate} />);
}

function start(): void {
  // « Hors ligne · données de 8 h 12 · recherche et rayon indisponibles » (docs/offline.md).
  trackOffline((text) => setOfflineBanner(text && `${text} · ${OFFLINE_CONTROLS_REASON}`));
  registerServiceWorker(showUpdatePrompt);
}

if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') whenIdle(start);
  else window.addEventListener('load', () => whenIdle(start), { once: true });
}

export {};
