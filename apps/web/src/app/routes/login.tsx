import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { userQueryKey } from '@/features/account/api/get-user';
import { LoginForm } from '@/features/auth/components/login-form';
import { FaqBlock } from '@/features/faq/components/faq-block';

const DEFAULT_AFTER_LOGIN = '/dashboard';

/** Where the guard came from (state.from), if it is a path of this site. */
function safeReturnPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return DEFAULT_AFTER_LOGIN;
  return from;
}

function LoginRoute() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function handleLoggedIn() {
    // Nothing cached for a previous user may show for this one.
    queryClient.removeQueries({ queryKey: userQueryKey });
    void navigate(safeReturnPath(location.state), { replace: true });
  }

  return (
    <div className="container page">
      <LoginForm isNewUser={searchParams.has('newUser')} onLoggedIn={handleLoggedIn} faq={<FaqBlock pathname="/login" />} />
    </div>
  );
}

export const Component = LoginRoute;
