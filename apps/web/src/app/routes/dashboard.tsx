import { paths } from '@/config/paths';
import { Dashboard } from '@/features/account/components/dashboard';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { DashboardBreadSwitches } from '@/features/pro-bakeries/components/dashboard-bread-switches';
import { OwnerChecklist } from '@/features/pro-bakeries/components/owner-checklist';
import { DashboardHolidayReminders, calendarHref } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /dashboard; « Se déconnecter » is in the header's account menu (app/pro-header.tsx). */
function DashboardRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <Dashboard
        faq={<FaqBlock pathname={paths.dashboard.getHref()} />}
        reminders={<DashboardHolidayReminders />}
        checklist={<OwnerChecklist calendarHref={calendarHref} />}
        breadSwitches={(user) => <DashboardBreadSwitches isEnabled={user.siren_verified} />}
      />
    </div>
  );
}

export const Component = DashboardRoute;
