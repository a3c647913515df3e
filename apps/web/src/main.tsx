import { createRoot } from 'react-dom/client';
import { loadApp } from '@/app/load-app';
import { isHomePath, startHome } from '@/app/start-home';
import { bakeryIdFromPath, requestPublicBakeryEarly } from '@/features/bakery-detail/api/early-public-bakery';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html.');

const root = createRoot(container);

// '/' starts with the home page alone (app/start-home.tsx says why); any other address starts the routed app.
if (isHomePath(window.location.pathname)) {
  startHome(root);
} else {
  // A bakery page opened directly: its code and its detail are fetched alongside the app's code.
  const bakeryId = bakeryIdFromPath(window.location.pathname);
  if (bakeryId !== null) {
    requestPublicBakeryEarly(bakeryId);
    import('@/app/routes/bakery-detail').catch(() => {});
  }
  loadApp().then(
    (app) => app.startApp(root),
    () =>
      root.render(
        <p className="container page" role="alert">
          Une nouvelle version du site est disponible. Rechargez la page pour continuer.
        </p>,
      ),
  );
}
