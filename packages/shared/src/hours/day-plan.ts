// What a bakery does on one Paris calendar day (docs/opening-hours.md, "The calendar, in order"):
// a closure wins, then special hours for the date, then a public holiday the bakery closes on,
// then the usual week. The opening status and the bakery page's week both read it.
import type { THorairesStatut } from '../bakery/hours-status.js';
import { addDays, weekdayOf } from '../dates/calendar-days.js';
import type { TBakeryCalendar, TPublicClosure } from './calendar.schemas.js';
import { publicHolidayOn } from './french-holidays.js';
import { parseTimeOfDay } from './time-of-day.js';
import { rangesOfDay, type TRange, type TWeekRanges } from './week-ranges.js';

/** Everything the status reads: the usual week, the calendar and the postcode (Alsace-Moselle holidays). */
export type TOpeningInput = TBakeryCalendar & {
  week: TWeekRanges;
  code_postal: string;
  /**
   * How far the week can be trusted (a listing's hours from open data); absent is 'renseignes'. Unknown hours
   * are neither open nor closed (docs/opening-hours.md, "Unknown hours").
   */
  horaires_statut?: THorairesStatut;
};

export type TOpeningReason = 'hours' | 'special' | 'closure' | 'holiday';

export const HOLIDAY_TO_CONFIRM_NOTE = 'Jour férié : horaires à confirmer';

export type TDayPlan = {
  date: string;
  /** Sorted, non-overlapping `[open, close)` ranges in minutes since midnight; empty = closed all day. */
  ranges: readonly TRange[];
  source: TOpeningReason;
  /** The closure covering the day when `source` is 'closure'. */
  closure: TPublicClosure | null;
  /** The public holiday of the day for the bakery's postcode, whatever the rule. */
  holidayName: string | null;
  /** « Jour férié : horaires à confirmer » on a holiday with the usual week and no rule said. */
  holidayNote: string | null;
};

/** Special ranges as the status reads them: a malformed or reversed range is no range, never a throw. */
function specialRanges(plages: TBakeryCalendar['horaires_speciaux'][number]['plages']): TRange[] {
  const ranges: TRange[] = [];
  for (const plage of plages) {
    const open = parseTimeOfDay(plage.ouverture);
    const close = parseTimeOfDay(plage.fermeture);
    if (open !== null && close !== null && close > open) ranges.push({ open, close });
  }
  return ranges.sort((a, b) => a.open - b.open);
}

/** The first closure (in the stored order, sorted by date) covering `date`, both ends included. */
export function closureOn(closures: readonly TPublicClosure[], date: string): TPublicClosure | null {
  return closures.find((closure) => closure.debut <= date && date <= closure.fin) ?? null;
}

/** The last day of the run of closures covering `date`: closures that overlap or follow each other chain. */
export function closureRunEnd(closures: readonly TPublicClosure[], date: string): string {
  let end = date;
  let isExtended = true;
  while (isExtended) {
    const nextDay = addDays(end, 1);
    const next = closures.find((closure) => closure.debut <= nextDay && closure.fin > end);
    isExtended = next !== undefined;
    if (next) end = next.fin;
  }
  return end;
}

export function dayPlanOf(input: TOpeningInput, date: string): TDayPlan {
  const holidayName = publicHolidayOn(date, input.code_postal);
  const closure = closureOn(input.fermetures, date);
  if (closure) return { date, ranges: [], source: 'closure', closure, holidayName, holidayNote: null };
  const special = input.horaires_speciaux.find((entry) => entry.date === date);
  if (special) return { date, ranges: specialRanges(special.plages), source: 'special', closure: null, holidayName, holidayNote: null };
  if (holidayName && input.jours_feries === 'fermes')
    return { date, ranges: [], source: 'holiday', closure: null, holidayName, holidayNote: null };
  const ranges = rangesOfDay(input.week, weekdayOf(date));
  // A day the bakery keeps closed anyway has nothing to confirm.
  const holidayNote = holidayName && input.jours_feries === null && ranges.length > 0 ? HOLIDAY_TO_CONFIRM_NOTE : null;
  return { date, ranges, source: 'hours', closure: null, holidayName, holidayNote };
}
