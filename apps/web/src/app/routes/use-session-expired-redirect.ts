import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setSessionExpiredHandler } from '@/lib/api-client';

/**
 * While a login-only screen is shown, an expired session (refresh refused) goes to /login inside
 * the single-page app, remembering where the user was; the api client's default is a full load.
 */
export function useSessionExpiredRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(
    () =>
      setSessionExpiredHandler(
        () => void navigate(paths.login.getHref(), { replace: true, state: { from: `${pathname}${search}${hash}` } }),
      ),
    [navigate, pathname, search, hash],
  );
}
