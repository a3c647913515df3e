import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingText } from '@/components/ui';
import { useUser } from '@/features/account/api/get-user';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { hasToken } from '@/lib/auth-token';
import { proHomePath } from '@/lib/pro-home';

type SignedInRedirectProps = {
  /** Where a signed-in person goes instead; default: their own Tableau de bord (lib/pro-home.ts). */
  to?: string | null;
  /** The screen for someone who is not signed in. */
  children: ReactNode;
};

/**
 * « Accès PRO » and /login for someone already signed in: straight to their Tableau de bord, never
 * the sign-up hub or the login form again. Decided once, when the screen opens: a login made on this
 * screen goes where the login screen says. A stored token the server refuses shows the screen.
 */
export function SignedInRedirect({ to = null, children }: SignedInRedirectProps) {
  const [wasSignedIn] = useState(hasToken);
  if (!wasSignedIn) return children;
  return <CheckSignedIn to={to}>{children}</CheckSignedIn>;
}

function CheckSignedIn({ to, children }: Required<SignedInRedirectProps>) {
  // A session that cannot be renewed only means "not signed in" here: stay and show the screen.
  useLayoutEffect(() => setSessionExpiredHandler(() => {}), []);
  const user = useUser();
  if (user.isPending) return <LoadingText>Chargement de votre compte…</LoadingText>;
  if (user.isError) return children;
  return <Navigate to={to ?? proHomePath(user.data)} replace />;
}
