import { addDays, publicHolidaysBetween, type THolidayRule } from '@fournil/shared';

/** The dashboard reminds an owner of a public holiday this many days ahead (today included). */
export const HOLIDAY_REMINDER_DAYS = 14;

export type TReminderBakery = { id: number; nom: string; code_postal_boulangerie: string; jours_feries?: THolidayRule };
export type THolidayReminder = { bakeryId: number; nom: string; date: string; holiday: string };

/**
 * One reminder per bakery whose holiday rule is not said yet (null, or absent from an older answer)
 * and per public holiday of its postcode from today to HOLIDAY_REMINDER_DAYS ahead
 * (docs/bakery-management.md, "The holiday reminder"), by date then bakery.
 */
export function holidayReminders(bakeries: readonly TReminderBakery[], today: string): THolidayReminder[] {
  const last = addDays(today, HOLIDAY_REMINDER_DAYS);
  const reminders: THolidayReminder[] = [];
  for (const bakery of bakeries) {
    if (bakery.jours_feries) continue;
    for (const holiday of publicHolidaysBetween(today, last, bakery.code_postal_boulangerie)) {
      reminders.push({ bakeryId: bakery.id, nom: bakery.nom, date: holiday.date, holiday: holiday.nom });
    }
  }
  return reminders.sort((a, b) => a.date.localeCompare(b.date) || a.nom.localeCompare(b.nom, 'fr'));
}
