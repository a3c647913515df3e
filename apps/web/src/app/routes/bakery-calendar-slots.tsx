import type { TProBakery } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/features/account/api/get-user';
import { CalendarSection, CALENDAR_SECTION_ANCHOR } from '@/features/bakery-calendar/components/calendar-section';
import { HolidayReminders } from '@/features/bakery-calendar/components/holiday-reminders';
import { ManagerCalendar } from '@/features/bakery-calendar/components/manager-calendar';
import { useMyBakeries } from '@/features/pro-bakeries/api/get-my-bakeries';
import { proBakeriesKeys } from '@/features/pro-bakeries/api/query-keys';
import { paths } from '@/config/paths';

// The calendar feature composed into the pro-bakeries and account screens (features do not import each other).

/** The owner's « Fermetures et horaires exceptionnels » on /boulangeries/:id; a new holiday rule refreshes the owner's lists (the dashboard reminder reads them). */
export function OwnerCalendar({ bakery }: { bakery: TProBakery }) {
  const queryClient = useQueryClient();
  return (
    <CalendarSection
      bakeryId={bakery.id}
      codePostal={bakery.code_postal_boulangerie}
      week={bakery}
      onHolidayRuleChanged={() => void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.all })}
    />
  );
}

export const ownerCalendar = (bakery: TProBakery) => <OwnerCalendar bakery={bakery} />;

/** In each card of the manager view: « Fermé aujourd’hui » and the calendar. */
export const managerCalendar = (bakery: TProBakery) => (
  <ManagerCalendar bakeryId={bakery.id} nom={bakery.nom} codePostal={bakery.code_postal_boulangerie} week={bakery} />
);

/** Where a bakery's « Fermetures et horaires exceptionnels » are, on its owner's page. */
export const calendarHref = (bakeryId: number) => `${paths.manageBakery.getHref(bakeryId)}#${CALENDAR_SECTION_ANCHOR}`;

/** The dashboard's holiday reminders, for an owner with a verified SIREN (the only one who can list bakeries). */
export function DashboardHolidayReminders() {
  const user = useUser();
  const bakeries = useMyBakeries({ enabled: Boolean(user.data?.siren_verified) });
  if (!bakeries.data) return null;
  return <HolidayReminders bakeries={bakeries.data} hrefOf={calendarHref} />;
}
