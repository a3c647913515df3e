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
      screen('boulangerie/:id', 'Fiche boulangerie', { id: 'detailBoulangerie' }),
      screen('itineraire', 'Itinéraire'),
      { path: 'page/:slug?', lazy: () => import('./routes/static-page') },
      screen('messageriedirect', 'Contactez-nous'),
      screen('forgot-password', 'Mot de passe oublié'),
      screen('reset-password/:uid/:token', 'Nouveau mot de passe'),
      screen('activation/:uid/:token', 'Activation du compte'),
      screen('email-confirmation/:key', 'Confirmation de l’adresse e-mail'),
      screen('invite/accepter/:token', 'Invitation', { id: 'AccepterInvitation' }),
      { path: 'magister', lazy: () => import('./routes/pro-hub') },
      screen('register', 'Inscription'),
      screen('login', 'Connexion'),
      {
        // '/login' is canonical (DESIGN.md); keep the query (e.g. ?newUser).
        path: 'connexion',
        loader: ({ request }: LoaderFunctionArgs) => redirect(`/login${new URL(request.url).search}`),
        Component: ConnexionRedirect,
      },
      {
        Component: RequireAuth,
        children: [
          screen('dashboard', 'Tableau de Bord'),
          screen('profil', 'Mon Profil Professionnel'),
          screen('boulangeries', 'Mes Boulangeries'),
          screen('boulangerie-responsable', 'Boulangeries dont je suis responsable'),
          screen('regie-publicitaire', 'Régie publicitaire - Mes Campagnes'),
          screen('deverrouiller-regie', 'Débloquer l’accès à la Régie Publicitaire'),
        ],
      },
      screen('paiement/success', 'Résultat du paiement'),
      screen('success', 'Paiement en cours de vérification'),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
