import { BAKERY_MESSAGES } from '@fournil/shared';
import { useLocation } from 'react-router';
import { LoadingText } from '@/components/ui';
import { paths } from '@/config/paths';
import { FaqBlock } from '@/features/faq/components/faq-block';
import { useUser } from '@/features/account/api/get-user';
import { ManagerView } from '@/features/pro-bakeries/components/manager-view';
import { MyBakeries } from '@/features/pro-bakeries/components/my-bakeries';
import { SirenNotice } from '@/features/pro-bakeries/components/siren-notice';
import { calendarHref, managerCalendar } from './bakery-calendar-slots';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

/** A message another screen hands over in the navigation state (only the deletion one is shown). */
function noticeOf(state: unknown): string | null {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : undefined;
  return notice === BAKERY_MESSAGES.deleted ? notice : null;
}

/**
 * /boulangeries: an owner (verified SIREN) manages their bakeries; anyone else falls back to the
 * manager view (docs/bakery-management.md, "The screens"), told why the owner screens are closed to
 * them.
 */
function MyBakeriesRoute() {
  useSessionExpiredRedirect();
  const { state } = useLocation();
  const user = useUser();

  let content;
  if (user.isPending) content = <LoadingText>Chargement de votre compte…</LoadingText>;
  else if (user.isError || user.data.siren_verified) content = <MyBakeries notice={noticeOf(state)} calendarHref={calendarHref} />;
  else {
    // A manager without a SIREN is simply shown their bakeries, and staff are never asked for a SIREN;
    // anyone else is told how to open the owner screens.
    const hasSiren = (user.data.siren ?? '').trim() !== '';
    const isPlainManager = user.data.is_responsable && !hasSiren;
    const isAskedForSiren = !isPlainManager && !user.data.is_staff;
    content = <ManagerView cardExtra={managerCalendar} notice={isAskedForSiren ? <SirenNotice hasSiren={hasSiren} /> : null} />;
  }

  return (
    <div className="container container--wide page">
      {content}
      <FaqBlock pathname={paths.myBakeries.getHref()} hideWhenEmpty />
    </div>
  );
}

export const Component = MyBakeriesRoute;
