import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, PROFILE_NEXT_PARAM } from '@/config/paths';
import { Profile } from '@/features/account/components/profile-form';
import { isSafeReturnPath } from '@/lib/return-path';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

function ProfileRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useSessionExpiredRedirect();
  // A screen that sent the person to verify their SIREN first comes back once the profile is saved.
  const next = searchParams.get(PROFILE_NEXT_PARAM);
  const afterSave = useCallback(() => void navigate(isSafeReturnPath(next) ? next : paths.dashboard.getHref()), [navigate, next]);
  // The account is gone: out of the professional area, without a way back to it in the history.
  const afterDeletion = useCallback(() => void navigate(paths.accountDeleted.getHref(), { replace: true }), [navigate]);
  return (
    <div className="container page">
      <Profile onSaved={afterSave} onDeleted={afterDeletion} />
    </div>
  );
}

export const Component = ProfileRoute;
