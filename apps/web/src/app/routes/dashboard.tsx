import { paths } from '@/config/paths';
import { Dashboard } from '@/features/account/components/dashboard';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { DashboardHolidayReminders } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** /dashboard; « Se déconnecter » is in the header's account menu (app/pro-header.tsx). */
function DashboardRoute() {
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <Dashboard faq={<FaqBlock pathname={paths.dashboard.getHref()} />} reminders={<DashboardHolidayReminders />} />
    </div>
  );
}

export const Component = DashboardRoute;
