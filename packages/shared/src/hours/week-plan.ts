// The bakery page's week (docs/opening-hours.md, "The bakery page's week"): Monday to Sunday of the
// current Paris week, each day as the calendar makes it (closures, special hours, public holidays).
import { addDays, weekdayOf } from '../dates/calendar-days.js';
import { parisDay } from '../dates/paris-dates.js';
import { DAY_LABELS, DAY_NAMES, type TDayName } from './day-names.js';
import { dayPlanOf, type TOpeningInput, type TOpeningReason } from './day-plan.js';
import { getOpeningStatus } from './opening-status.js';
import type { TRange } from './week-ranges.js';

export type TWeekPlanRow = {
  date: string;
  day: TDayName;
  /** « Lundi »… */
  label: string;
  ranges: readonly TRange[];
  source: TOpeningReason;
  isToday: boolean;
  /** Only today's row can be open now. */
  isOpenNow: boolean;
  /** The closure's reason when `source` is 'closure' (null when none was given). */
  closureReason: string | null;
  /** The public holiday of that date for the bakery's postcode, whatever the rule. */
  holidayName: string | null;
  /** « Jour férié : horaires à confirmer » when the usual hours apply on a holiday whose rule is not said. */
  holidayNote: string | null;
};

export function getWeekPlan(input: TOpeningInput, instant: Date = new Date()): TWeekPlanRow[] {
  const today = parisDay(instant);
  const isOpenNow = getOpeningStatus(input, instant).isOpen;
  // DAY_NAMES starts on Monday: the Monday of this week is today minus today's index.
  const monday = addDays(today, -DAY_NAMES.indexOf(weekdayOf(today)));
  return DAY_NAMES.map((day, index) => {
    const date = addDays(monday, index);
    const plan = dayPlanOf(input, date);
    const isToday = date === today;
    return {
      date,
      day,
      label: DAY_LABELS[day],
      ranges: plan.ranges,
      source: plan.source,
      isToday,
      isOpenNow: isToday && isOpenNow,
      closureReason: plan.closure ? plan.closure.motif : null,
      holidayName: plan.holidayName,
      holidayNote: plan.holidayNote,
    };
  });
}
