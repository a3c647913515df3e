import { Navigate, createBrowserRouter, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { Layout, LayoutFallback } from './layout';
import { lazyScreen } from './lazy-screen';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

// The loader redirects before anything renders; the component covers a render without loader data.
function ConnexionRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.login.getHref(), search }} replace />;
}

/** Route table of docs/visitor-screens.md, "Every address of the web app" (addresses in config/paths.ts). Every screen is its own chunk: the first load only brings the shell and the current screen. A route that only shows a feature screen in the page container declares it with lazyScreen. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: Layout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: paths.bakery.path, id: 'detailBoulangerie', lazy: () => import('./routes/bakery-detail') },
      {
        path: paths.directions.path,
        lazy: lazyScreen(() => import('@/features/directions/components/directions-screen').then((m) => m.DirectionsScreen)),
      },
      { path: paths.staticPage.path, lazy: () => import('./routes/static-page') },
      { path: paths.contact.path, lazy: () => import('./routes/contact') },
      { path: paths.myAlerts.path, lazy: () => import('./routes/my-alerts') },
      { path: paths.accountDeleted.path, lazy: () => import('./routes/account-deleted') },
      {
        path: paths.forgotPassword.path,
        lazy: lazyScreen(() => import('@/features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm)),
      },
      { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
      {
        path: paths.activation.path,
        lazy: lazyScreen(() => import('@/features/auth/components/activation-message').then((m) => m.ActivationMessage)),
      },
      { path: paths.emailConfirmation.path, lazy: () => import('./routes/email-confirmation') },
      { path: paths.acceptInvitation.path, id: 'AccepterInvitation', lazy: () => import('./routes/accept-invitation') },
      { path: paths.proHub.path, lazy: () => import('./routes/pro-hub') },
      { path: paths.register.path, lazy: () => import('./routes/register') },
      { path: paths.login.path, lazy: () => import('./routes/login') },
      {
        // '/login' is canonical (docs/accounts.md, "Login"); keep the query (e.g. ?newUser).
        path: paths.legacyLogin.path,
        loader: ({ request }: LoaderFunctionArgs) => redirect(`${paths.login.getHref()}${new URL(request.url).search}`),
        Component: ConnexionRedirect,
      },
      {
        Component: RequireAuth,
        children: [
          {
            // One header with the account menu on every signed-in screen (its own chunk, like the screens).
            lazy: () => import('./pro-layout').then((m) => ({ Component: m.ProLayout })),
            children: [
              { path: paths.dashboard.path, lazy: () => import('./routes/dashboard') },
              { path: paths.profile.path, lazy: () => import('./routes/profile') },
              { path: paths.myBakeries.path, lazy: () => import('./routes/my-bakeries') },
              { path: paths.managedBakeries.path, lazy: () => import('./routes/manager-view') },
              { path: paths.claim.path, lazy: () => import('./routes/claim') },
              {
                // The API's owner-only screens: a manager or staff member reads that they are the owner's.
                lazy: () => import('./require-owner').then((m) => ({ Component: m.RequireOwner })),
                children: [
                  { path: paths.manageBakery.path, lazy: () => import('./routes/bakery-manage') },
                  { path: paths.campaigns.path, lazy: () => import('./routes/campaign-manager') },
                  { path: paths.unlockCampaigns.path, lazy: () => import('./routes/unlock-ad-section') },
                  { path: paths.myPayments.path, lazy: () => import('./routes/my-payments') },
                ],
              },
              // The staff back-office; its sections are routed inside routes/admin.tsx (deep links /admin/pages/:slug…).
              { path: paths.admin.root.path, lazy: () => import('./routes/admin') },
            ],
          },
        ],
      },
      {
        path: paths.paymentResult.path,
        lazy: lazyScreen(() => import('@/features/payments/components/payment-result').then((m) => m.PaymentResult)),
      },
      {
        path: paths.paymentPolling.path,
        lazy: lazyScreen(() => import('@/features/payments/components/payment-polling').then((m) => m.PaymentPolling)),
      },
      // The simulated provider's checkout page (no Stripe keys): public like a hosted checkout.
      { path: paths.paymentSimulation.path, lazy: () => import('./routes/payment-simulation') },
      // Developer mailbox: the API answers 404 in production, and the screen says so.
      {
        path: paths.devMails.path,
        lazy: lazyScreen(() => import('@/features/dev-mails/components/dev-mailbox').then((m) => m.DevMailbox)),
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
