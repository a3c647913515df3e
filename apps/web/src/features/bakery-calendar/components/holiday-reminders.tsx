import { formatDayMonthFr } from '@fournil/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { parisToday } from '../lib/calendar-dates';
import { holidayReminders, type TReminderBakery } from '../lib/holiday-reminders';
import '../bakery-calendar.css';

type HolidayRemindersProps = {
  bakeries: readonly TReminderBakery[];
  /** Where the bakery's calendar section is (the route knows the address). */
  hrefOf: (bakeryId: number) => string;
  now?: Date;
};

/** The dashboard's notices before each public holiday whose rule a bakery has not said (docs/bakery-management.md, "The holiday reminder"). */
export function HolidayReminders({ bakeries, hrefOf, now = new Date() }: HolidayRemindersProps) {
  const reminders = holidayReminders(bakeries, parisToday(now));
  if (reminders.length === 0) return null;
  return (
    <ul className="cal-reminders" aria-label="Jours fériés à venir">
      {reminders.map((reminder) => (
        <Reminder
          key={`${reminder.bakeryId}-${reminder.date}`}
          text={`Jour férié le ${formatDayMonthFr(reminder.date)} (${reminder.holiday}) : indiquez vos horaires pour ${reminder.nom}`}
          href={hrefOf(reminder.bakeryId)}
        />
      ))}
    </ul>
  );
}

function Reminder({ text, href }: { text: string; href: string }) {
  const textId = useId();
  return (
    <li className="cal-reminder">
      <p id={textId}>{text}</p>
      <Link to={href} aria-describedby={textId}>
        Indiquer les horaires
      </Link>
    </li>
  );
}
