import { ManagerView } from '@/features/pro-bakeries/components/manager-view';
import { managerCalendar } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /boulangerie-responsable: the bakeries the user manages (docs/bakery-management.md, "The screens"). */
function ManagerViewRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <ManagerView cardExtra={managerCalendar} />
    </div>
  );
}

export const Component = ManagerViewRoute;
