import { ManagerView } from '@/features/pro-bakeries/components/manager-view';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /boulangerie-responsable: the bakeries the user manages (docs/bakery-management.md, "The screens"). */
function ManagerViewRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <ManagerView />
    </div>
  );
}

export const Component = ManagerViewRoute;
