// The one representation of opening hours every open/closed rule reads (docs/opening-hours.md): per
// weekday, Monday first, the ranges the bakery is open, in minutes since midnight. The full week of a
// bakery (`jours_ouvertures` + `horaires_ouvertures`, the API's spelling) and the compact week of a
// nearby card (compact-week.ts) both turn into it, and the status (opening-status.ts) reads only this form.
import { DAY_NAMES, type TDayName } from './day-names.js';
import { parseTimeOfDay } from './time-of-day.js';

/** Loose shapes: data may come from the live feed or an old row with missing days or fields. */
export type TJoursInput = Partial<Record<TDayName, boolean | null | undefined>> | null | undefined;
export type TDayHoursInput = {
  ouverture_matin?: string | null;
  fermeture_matin?: string | null;
  ouverture_apm?: string | null;
  fermeture_apm?: string | null;
};
export type THorairesInput = Partial<Record<TDayName, TDayHoursInput | null | undefined>> | null | undefined;

/** One opening range of a day, in minutes since midnight: open from `open` (included) to `close` (excluded). */
export type TRange = { open: number; close: number };

/** The ranges of each weekday, Monday first. */
export type TWeekRanges = readonly (readonly TRange[])[];

/** Complete ranges of a day; a range with a missing or reversed end is ignored. */
function completeRanges(hours: TDayHoursInput | null | undefined): TRange[] {
  if (!hours) return [];
  const ranges: TRange[] = [];
  for (const [openTime, closeTime] of [
    [hours.ouverture_matin, hours.fermeture_matin],
    [hours.ouverture_apm, hours.fermeture_apm],
  ] as const) {
    const open = parseTimeOfDay(openTime);
    const close = parseTimeOfDay(closeTime);
    if (open !== null && close !== null && close > open) ranges.push({ open, close });
  }
  return ranges;
}

/** The week of a bakery's full hours: an unchecked day has no ranges, whatever hours it keeps. */
export function toWeekRanges(jours: TJoursInput, horaires: THorairesInput): TRange[][] {
  return DAY_NAMES.map((day) => (jours?.[day] === true ? completeRanges(horaires?.[day]) : []));
}

/** The ranges of one weekday. */
export function rangesOfDay(week: TWeekRanges, day: TDayName): readonly TRange[] {
  return week[DAY_NAMES.indexOf(day)] ?? [];
}
