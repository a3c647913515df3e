import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { userQueryKey } from '@/features/account/api/get-user';
import { LoginForm } from '@/features/auth/components/login-form';
import { FaqBlock } from '@/features/faq/components/faq-block';

const DEFAULT_AFTER_LOGIN = '/dashboard';

/** A path of this site to come back to; anything else (another origin, '//host', backslashes, control characters, /login) is refused. */
function isSafeReturnPath(path: unknown): path is string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f]/.test(path) && !path.startsWith('/login');
}

/** Where to go after login: `?next=` (links such as an invitation's), else where the guard came from (state.from). */
function safeReturnPath(next: string | null, state: unknown): string {
  if (isSafeReturnPath(next)) return next;
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return isSafeReturnPath(from) ? from : DEFAULT_AFTER_LOGIN;
}

function LoginRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function handleLoggedIn() {
    // Nothing cached for a previous user may show for this one.
    queryClient.removeQueries({ queryKey: userQueryKey });
    void navigate(safeReturnPath(searchParams.get('next'), location.state), { replace: true });
  }

  return (
    <div className="container page">
      <LoginForm isNewUser={searchParams.has('newUser')} onLoggedIn={handleLoggedIn} faq={<FaqBlock pathname="/login" />} />
    </div>
  );
}

export const Component = LoginRoute;
