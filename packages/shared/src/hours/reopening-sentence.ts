// When a bakery really reopens after a closure (docs/opening-hours.md, "Reopening after a closure"):
// a closure ending on Saturday of a bakery closed on Sunday and Monday reopens on Tuesday, and says so.
import { addDays, daysBetween, weekdayOf, yearOf } from '../dates/calendar-days.js';
import { parisDay } from '../dates/paris-dates.js';
import type { TPublicClosure } from './calendar.schemas.js';
import { closureRunEnd, dayPlanOf, type TOpeningInput } from './day-plan.js';
import { OPENING_SEARCH_DAYS } from './opening-status.js';
import { dayInSentence, formatTimeFr } from './opening-texts.js';

export type TReopening = { date: string; open: number };

/** The first day after the run of closures `closure` belongs to on which the bakery opens, and its first opening time; null when none is found. */
export function reopeningAfterClosure(input: TOpeningInput, closure: Pick<TPublicClosure, 'fin'>): TReopening | null {
  const runEnd = closureRunEnd(input.fermetures, closure.fin);
  const lastDay = addDays(runEnd, OPENING_SEARCH_DAYS);
  for (let date = addDays(runEnd, 1); date <= lastDay; date = addDays(date, 1)) {
    const first = dayPlanOf(input, date).ranges[0];
    if (first) return { date, open: first.open };
  }
  return null;
}

/**
 * « Rouvre mardi à 7 h » when the bakery does not open on the day after the closure (a weekly closed day,
 * a public holiday it closes on, special hours closed all day), « Rouvre le 8 septembre à 7 h » beyond a
 * week; null when it opens the day after (« jusqu'au … » says it already) or never opens again. The year
 * is written when the reopening is not in the current Paris year (`instant`'s).
 */
export function reopeningSentence(input: TOpeningInput, closure: Pick<TPublicClosure, 'fin'>, instant: Date = new Date()): string | null {
  const reopening = reopeningAfterClosure(input, closure);
  if (!reopening) return null;
  const days = daysBetween(closureRunEnd(input.fermetures, closure.fin), reopening.date);
  if (days <= 1) return null;
  const time = formatTimeFr(reopening.open);
  if (days < 7) return `Rouvre ${weekdayOf(reopening.date)} à ${time}`;
  return `Rouvre le ${dayInSentence(reopening.date, yearOf(parisDay(instant)))} à ${time}`;
}
