import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { hasToken } from '@/lib/auth-token';

/**
 * Layout route for login-only screens. It only checks that a token is stored (docs/accounts.md,
 * "The professional area's doors"); the API still authorises every call. `state.from` lets the
 * login screen come back here.
 */
export function RequireAuth() {
  const location = useLocation();
  if (!hasToken()) {
    return <Navigate to={paths.login.getHref()} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}
