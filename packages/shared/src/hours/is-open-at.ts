import { DAY_LABELS, DAY_NAMES, type TDayName } from './day-names.js';
import { getParisClock } from './get-paris-clock.js';

/** Loose shapes: data may come from the live feed or an old row with missing days or fields. */
export type TJoursInput = Partial<Record<TDayName, boolean | null | undefined>> | null | undefined;
export type TDayHoursInput = {
  ouverture_matin?: string | null;
  fermeture_matin?: string | null;
  ouverture_apm?: string | null;
  fermeture_apm?: string | null;
};
export type THorairesInput = Partial<Record<TDayName, TDayHoursInput | null | undefined>> | null | undefined;

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

/** 'HH:MM' (or 'HH:MM:SS') → minutes since midnight; null when absent or malformed. */
function toMinutes(time: string | null | undefined): number | null {
  if (!time) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** One opening range of a day, in minutes since midnight: open from `open` (included) to `close` (excluded). */
export type TRange = { open: number; close: number };

/** The ranges of each weekday, Monday first: the form every open-now check reads. */
export type TWeekRanges = readonly (readonly TRange[])[];

/** Complete ranges of a day; a range with a missing or reversed end is ignored. */
function completeRanges(hours: TDayHoursInput | null | undefined): TRange[] {
  if (!hours) return [];
  const ranges: TRange[] = [];
  for (const [openTime, closeTime] of [
    [hours.ouverture_matin, hours.fermeture_matin],
    [hours.ouverture_apm, hours.fermeture_apm],
  ] as const) {
    const open = toMinutes(openTime);
    const close = toMinutes(closeTime);
    if (open !== null && close !== null && close > open) ranges.push({ open, close });
  }
  return ranges;
}

function isOpenOnDayAt(jours: TJoursInput, horaires: THorairesInput, day: TDayName, minutes: number): boolean {
  if (jours?.[day] !== true) return false;
  return completeRanges(horaires?.[day]).some((range) => minutes >= range.open && minutes < range.close);
}

/** The ranges the bakery is open, per weekday: an unchecked day has none, whatever hours it keeps. */
export function toWeekRanges(jours: TJoursInput, horaires: THorairesInput): TRange[][] {
  return DAY_NAMES.map((day) => (jours?.[day] === true ? completeRanges(horaires?.[day]) : []));
}

/** Whether `week` is open at `date`, Europe/Paris time (DESIGN §3): [open, close) of one of the day's ranges. */
export function isOpenInWeek(week: TWeekRanges, date: Date = new Date()): boolean {
  const clock = getParisClock(date);
  const ranges = week[DAY_NAMES.indexOf(clock.day)] ?? [];
  return ranges.some((range) => clock.minutes >= range.open && clock.minutes < range.close);
}

/**
 * Whether the bakery is open at `date`, Europe/Paris time (DESIGN §3): the day must be checked and
 * the time must fall in [ouverture, fermeture) of the morning or the afternoon range.
 */
export function isOpenAt(jours: TJoursInput, horaires: THorairesInput, date: Date = new Date()): boolean {
  return isOpenInWeek(toWeekRanges(jours, horaires), date);
}

/** One row per weekday, Monday first, for the opening-hours table of the bakery page. */
export function getDayStatuses(jours: TJoursInput, horaires: THorairesInput, date: Date = new Date()): TDayStatusRow[] {
  const clock = getParisClock(date);
  return DAY_NAMES.map((day) => {
    const hours = horaires?.[day];
    let status: TDayStatusLabel = 'Fermé';
    if (day === clock.day && isOpenOnDayAt(jours, horaires, day, clock.minutes)) status = 'Ouvert maintenant';
    else if (jours?.[day] === true && completeRanges(hours).length > 0) status = 'Ouvert';
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
