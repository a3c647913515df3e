import { BAKERY_PAGE_ROUTE } from './bakery-page.js';
import { PAYMENT_SIMULATION_ROUTE } from './payment-simulation.js';

// Every address the web app has a screen for, as React Router patterns. The server answers these
// with the app and HTTP 200, and any other address with the app's « 404 - Page non trouvée » and
// HTTP 404 (docs/public-pages.md, "Status codes"). A test of the web app
// (apps/web/src/app/router.test.tsx) checks that its route table and this list name the same addresses.

export const APP_ROUTES = [
  '/',
  BAKERY_PAGE_ROUTE,
  '/itineraire',
  '/page/:slug?',
  '/messageriedirect',
  '/mes-alertes',
  '/compte-supprime',
  '/forgot-password',
  '/reset-password/:uid/:token',
  '/activation/:uid/:token',
  '/email-confirmation/:key',
  '/invite/accepter/:token',
  '/magister',
  '/register',
  '/login',
  '/connexion',
  '/dashboard',
  '/profil',
  '/boulangeries',
  '/boulangerie-responsable',
  '/boulangeries/:id',
  '/revendiquer/:id',
  '/regie-publicitaire',
  '/deverrouiller-regie',
  '/mes-paiements',
  '/admin/*',
  '/paiement/success',
  '/success',
  PAYMENT_SIMULATION_ROUTE,
  '/dev/mails',
] as const;

/** '/page/:slug?' → /^\/page(?:\/[^/]+)?\/?$/: a named segment, an optional one, a trailing splat. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const APP_ROUTE_PATTERNS = APP_ROUTES.map(patternToRegExp);

/** Whether the web app has a screen for `pathname` (no query), React Router's way (a trailing slash allowed). */
export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
