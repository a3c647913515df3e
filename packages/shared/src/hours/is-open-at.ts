// Open-now and the week's table of a bakery's full hours (the public detail and the pro screens),
// read through the one week representation of week-ranges.ts.
import { DAY_LABELS, DAY_NAMES, type TDayName } from './day-names.js';
import { getParisClock } from './get-paris-clock.js';
import { isOpenInWeek, rangesOfDay, toWeekRanges, type THorairesInput, type TJoursInput } from './week-ranges.js';

export type TDayStatusLabel = 'Ouvert maintenant' | 'Ouvert' | 'Fermé';

export type TDayStatusRow = {
  day: TDayName;
  label: string;
  status: TDayStatusLabel;
  ouverture_matin: string | null;
  fermeture_matin: string | null;
  ouverture_apm: string | null;
  fermeture_apm: string | null;
};

/**
 * Whether the bakery is open at `date`, Europe/Paris time (docs/opening-hours.md): the day must be
 * checked and the time must fall in [ouverture, fermeture) of the morning or the afternoon range.
 */
export function isOpenAt(jours: TJoursInput, horaires: THorairesInput, date: Date = new Date()): boolean {
  return isOpenInWeek(toWeekRanges(jours, horaires), date);
}

/** One row per weekday, Monday first, for the opening-hours table of the bakery page. */
export function getDayStatuses(jours: TJoursInput, horaires: THorairesInput, date: Date = new Date()): TDayStatusRow[] {
  const week = toWeekRanges(jours, horaires);
  const today = getParisClock(date).day;
  const isOpenNow = isOpenInWeek(week, date);
  return DAY_NAMES.map((day) => {
    const hours = horaires?.[day];
    let status: TDayStatusLabel = 'Fermé';
    if (day === today && isOpenNow) status = 'Ouvert maintenant';
    else if (rangesOfDay(week, day).length > 0) status = 'Ouvert';
    return {
      day,
      label: DAY_LABELS[day],
      status,
      ouverture_matin: hours?.ouverture_matin ?? null,
      fermeture_matin: hours?.fermeture_matin ?? null,
      ouverture_apm: hours?.ouverture_apm ?? null,
      fermeture_apm: hours?.fermeture_apm ?? null,
    };
  });
}
