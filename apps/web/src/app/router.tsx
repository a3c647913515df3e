import { Navigate, createBrowserRouter, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Layout, LayoutFallback } from './layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

// The loader redirects before anything renders; the component covers a render without loader data.
function ConnexionRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

/** Route table of spec §2. Every screen is its own chunk: the first load only brings the shell and the current screen. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'boulangerie/:id', id: 'detailBoulangerie', lazy: () => import('./routes/bakery-detail') },
      { path: 'itineraire', lazy: () => import('./routes/directions') },
      { path: 'page/:slug?', lazy: () => import('./routes/static-page') },
      { path: 'messageriedirect', lazy: () => import('./routes/contact') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'reset-password/:uid/:token', lazy: () => import('./routes/reset-password') },
      { path: 'activation/:uid/:token', lazy: () => import('./routes/activation') },
      { path: 'email-confirmation/:key', lazy: () => import('./routes/email-confirmation') },
      { path: 'invite/accepter/:token', id: 'AccepterInvitation', lazy: () => import('./routes/accept-invitation') },
      { path: 'magister', lazy: () => import('./routes/pro-hub') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'login', lazy: () => import('./routes/login') },
      {
        // '/login' is canonical (DESIGN.md); keep the query (e.g. ?newUser).
        path: 'connexion',
        loader: ({ request }: LoaderFunctionArgs) => redirect(`/login${new URL(request.url).search}`),
        Component: ConnexionRedirect,
      },
      {
        Component: RequireAuth,
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'profil', lazy: () => import('./routes/profile') },
          { path: 'boulangeries', lazy: () => import('./routes/my-bakeries') },
          { path: 'boulangeries/:id', lazy: () => import('./routes/bakery-manage') },
          { path: 'boulangerie-responsable', lazy: () => import('./routes/manager-view') },
          { path: 'regie-publicitaire', lazy: () => import('./routes/campaign-manager') },
          { path: 'deverrouiller-regie', lazy: () => import('./routes/unlock-ad-section') },
          // The staff back-office; its sections are routed inside routes/admin.tsx (deep links /admin/pages/:slug…).
          { path: 'admin/*', lazy: () => import('./routes/admin') },
        ],
      },
      { path: 'paiement/success', lazy: () => import('./routes/payment-result') },
      { path: 'success', lazy: () => import('./routes/payment-polling') },
      // The simulated provider's checkout page (no Stripe keys): public like a hosted checkout.
      { path: 'paiement/simulation/:sessionId', lazy: () => import('./routes/payment-simulation') },
      // Developer mailbox: the API answers 404 in production, and the screen says so.
      { path: 'dev/mails', lazy: () => import('./routes/dev-mails') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
