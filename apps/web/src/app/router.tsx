import { Navigate, createBrowserRouter, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Layout, LayoutFallback } from './layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import type { RouteHandle } from './routes/placeholder';

// Every screen is its own chunk: the first load only brings the shell and the current screen.
const placeholder = () => import('./routes/placeholder');

function screen(path: string, title: string, extra: Partial<RouteObject> = {}): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: placeholder, ...extra } as RouteObject;
}

// The loader redirects before anything renders; the component covers a render without loader data.
function ConnexionRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

/** Route table of spec §2. Screens still showing `placeholder` are built by later issues. */
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
          screen('regie-publicitaire', 'Régie publicitaire - Mes Campagnes'),
          screen('deverrouiller-regie', 'Débloquer l’accès à la Régie Publicitaire'),
        ],
      },
      screen('paiement/success', 'Résultat du paiement'),
      screen('success', 'Paiement en cours de vérification'),
      // Developer mailbox: the API answers 404 in production, and the screen says so.
      { path: 'dev/mails', lazy: () => import('./routes/dev-mails') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
