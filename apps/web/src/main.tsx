import { bakeryIdFromPath, isServerOnlyPage } from '@fournil/shared';
import { createRoot } from 'react-dom/client';
import { loadApp } from '@/app/load-app';
import { isHomePath, startHome } from '@/app/start-home';
import { requestPublicBakeryEarly } from '@/features/bakery-detail/api/early-public-bakery';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html.');

const root = createRoot(container);

function showReloadMessage(): void {
  root.render(
    <p className="container page" role="alert">
      Une nouvelle version du site est disponible. Rechargez la page pour continuer.
    </p>,
  );
}

// '/' and a bakery page start with that page alone, without the router (app/light-page.tsx says
// why); a town page is written whole by the server and starts nothing (docs/public-pages.md,
// "Town pages"); any other address starts the routed app.
const bakeryId = bakeryIdFromPath(window.location.pathname);
if (isServerOnlyPage(window.location.pathname)) {
  // Nothing to start: the page is complete, its links load the next page.
} else if (isHomePath(window.location.pathname)) {
  startHome(root);
} else if (bakeryId !== null) {
  // Its detail is asked for alongside the page's code (announced ahead by boulangerie.html).
  requestPublicBakeryEarly(bakeryId);
  import('@/app/start-bakery').then((page) => page.startBakeryPage(root), showReloadMessage);
} else {
  loadApp().then((app) => app.startApp(root), showReloadMessage);
}
// Every page has the fixed bottom navigation, the server-written ones too (docs/public-pages.md, "The
// app's shell"), which must never hide the keyboard focus.
void import('@/app/lift-focus-above-nav');
// The service worker and the offline banner (docs/offline.md), started after the page has loaded.
void import('@/app/start-offline');
