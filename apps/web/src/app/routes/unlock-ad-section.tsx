import { UnlockScreen } from '@/features/payments/components/unlock-screen';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

function UnlockAdSectionRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container page">
      <UnlockScreen />
    </div>
  );
}

export const Component = UnlockAdSectionRoute;
