import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Profile } from '@/features/account/components/profile-form';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

function ProfileRoute() {
  const navigate = useNavigate();
  useSessionExpiredRedirect();
  const goToDashboard = useCallback(() => void navigate(paths.dashboard.getHref()), [navigate]);
  return (
    <div className="container page">
      <Profile onSaved={goToDashboard} />
    </div>
  );
}

export const Component = ProfileRoute;
