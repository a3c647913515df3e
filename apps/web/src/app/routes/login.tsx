import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { userQueryKey } from '@/features/account/api/get-user';
import { LoginForm } from '@/features/auth/components/login-form';
import { mergeFavouritesAtLogin } from '@/features/favourites/lib/favourites-sync';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { isSafeReturnPath, takeReturnPath } from '@/lib/return-path';
import { SignedInRedirect } from '../signed-in-redirect';

const DEFAULT_AFTER_LOGIN = paths.dashboard.getHref();

/**
 * Where to go after login: `?next=` (links such as an invitation's), else where the guard came
 * from (state.from), else a path remembered before an e-mail round trip (lib/return-path.ts).
 */
function safeReturnPath(next: string | null, state: unknown): string {
  const remembered = takeReturnPath();
  if (isSafeReturnPath(next)) return next;
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (isSafeReturnPath(from)) return from;
  return remembered ?? DEFAULT_AFTER_LOGIN;
}

function LoginRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function handleLoggedIn() {
    // Nothing cached for a previous user may show for this one.
    queryClient.removeQueries({ queryKey: userQueryKey });
    // The browser's favourites join the account's, which then become the list (docs/favourites.md).
    void mergeFavouritesAtLogin();
    void navigate(safeReturnPath(searchParams.get('next'), location.state), { replace: true });
  }

  // Already signed in: the `?next=` screen (an invitation's link), else their own Tableau de bord.
  const next = searchParams.get('next');
  return (
    <div className="container page">
      <SignedInRedirect to={isSafeReturnPath(next) ? next : null}>
        <LoginForm isNewUser={searchParams.has('newUser')} onLoggedIn={handleLoggedIn} faq={<FaqBlock pathname={paths.login.path} />} />
      </SignedInRedirect>
    </div>
  );
}

export const Component = LoginRoute;
