import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Dashboard } from '@/features/account/components/dashboard';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { DashboardHolidayReminders } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

function DashboardRoute() {
  const navigate = useNavigate();
  useSessionExpiredRedirect();
  return (
    <div className="container container--wide page">
      <Dashboard
        // The next login drops the cached user (login route); nothing else is user-specific here.
        logout={<LogoutButton size="sm" onLoggedOut={() => void navigate(paths.login.getHref(), { replace: true })} />}
        faq={<FaqBlock pathname={paths.dashboard.getHref()} />}
        reminders={<DashboardHolidayReminders />}
      />
    </div>
  );
}

export const Component = DashboardRoute;
