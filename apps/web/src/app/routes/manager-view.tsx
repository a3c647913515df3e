import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { ManagerView } from '@/features/pro-bakeries/components/manager-view';
import { managerCalendar } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /boulangerie-responsable: the bakeries the user manages (docs/bakery-management.md, "The screens"). */
function ManagerViewRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <ManagerView cardExtra={managerCalendar} />
      <FaqBlock pathname={paths.managedBakeries.getHref()} hideWhenEmpty />
    </div>
  );
}

export const Component = ManagerViewRoute;
