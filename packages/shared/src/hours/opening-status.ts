// The one open/closed status of a bakery (docs/opening-hours.md), run unchanged by the server and
// every browser: the card, the marker colour, the bakery page and the live feed read it.
// No zod here: the home page loads this module (decision 009).
import { UNKNOWN_HOURS_LABELS, type TUnknownHoursLabel } from '../bakery/hours-status.js';
import { addDays, daysBetween, weekdayOf } from '../dates/calendar-days.js';
import { parisDay, parisWallTime, parisWallTimeToInstant } from '../dates/paris-dates.js';
import { CLOSING_SOON_MINUTES } from './closing-soon.js';
import { closureRunEnd, dayPlanOf, type TDayPlan, type TOpeningInput, type TOpeningReason } from './day-plan.js';
import { dayInSentence, formatTimeFr, reasonInSentence } from './opening-texts.js';
import type { TRange } from './week-ranges.js';

export type { TOpeningInput, TOpeningReason } from './day-plan.js';

export type TOpeningStatus = {
  isOpen: boolean;
  /** Open but closing within CLOSING_SOON_MINUTES. */
  isClosingSoon: boolean;
  /** Why it is open or closed now: the usual week, special hours of the day, a closure, a public holiday with the rule 'fermes'. */
  reason: TOpeningReason;
  /** « Ouvert · ferme à 19 h », « Ferme bientôt · 18 h 45 », « Fermé · ouvre demain à 7 h », « Fermé pour congés annuels jusqu'au 31 août »… */
  label: string;
  /** While open, when it closes (« 19 h », « 18 h 45 »), for the status chip (bakery/status-chip.ts); else null. */
  closingTime: string | null;
  /** « Jour férié : horaires à confirmer » on a public holiday whose rule is not said yet, else null. */
  holidayNote: string | null;
  /** The next instant the status (open/closed or its label) changes; null when it never changes again. */
  nextChange: Date | null;
  /**
   * « Horaires non renseignés » or « Horaires à confirmer » when the week cannot be trusted (a listing): the
   * status is then neither open nor closed (`isOpen` false, never « Fermé »); null when the hours are known.
   */
  unknownHours: TUnknownHoursLabel | null;
};

/** How far ahead the next opening is looked for: beyond it, the bakery reads « Fermé ». */
export const OPENING_SEARCH_DAYS = 400;
const MINUTE_MS = 60_000;

type TOpening = { date: string; at: Date };

const wallMinutes = (instant: Date): number => {
  const wall = parisWallTime(instant);
  return wall.hour * 60 + wall.minute;
};

/** The end of the run of ranges starting with `range`: a range that starts as the previous one closes continues it. */
function runClose(ranges: readonly TRange[], range: TRange): number {
  let close = range.close;
  for (const next of ranges) if (next.open <= close && next.close > close) close = next.close;
  return close;
}

/** How far the searches go: the horizon, or for a bakery without a usual week the day after its last calendar entry (every later day reads the same: closed, no note). */
function lastDayToSearch(input: TOpeningInput, today: string): string {
  const horizon = addDays(today, OPENING_SEARCH_DAYS);
  if (input.week.some((ranges) => ranges.length > 0)) return horizon;
  let last = today;
  for (const closure of input.fermetures) if (closure.fin > last) last = closure.fin;
  for (const special of input.horaires_speciaux) if (special.date > last) last = special.date;
  const afterLast = addDays(last, 1);
  return afterLast < horizon ? afterLast : horizon;
}

function nextOpening(input: TOpeningInput, todayPlan: TDayPlan, instant: Date, lastDay: string): TOpening | null {
  for (let date = todayPlan.date; date <= lastDay; date = addDays(date, 1)) {
    const plan = date === todayPlan.date ? todayPlan : dayPlanOf(input, date);
    // Every day of a closure is closed: go straight to its last day.
    if (plan.closure && plan.closure.fin > date) date = plan.closure.fin;
    for (const range of plan.ranges) {
      const at = parisWallTimeToInstant(date, range.open);
      if (at > instant) return { date, at };
    }
  }
  return null;
}

/** The closed label on the Paris day of `plan`, given the next opening (the rules of docs/opening-hours.md, "Status texts"). */
function closedLabel(input: TOpeningInput, plan: TDayPlan, next: TOpening | null): string {
  const year = Number(plan.date.slice(0, 4));
  if (plan.closure) {
    const until = dayInSentence(closureRunEnd(input.fermetures, plan.date), year);
    const motif = plan.closure.motif?.trim();
    return motif ? `Fermé pour ${reasonInSentence(motif)} jusqu'au ${until}` : `Fermeture exceptionnelle jusqu'au ${until}`;
  }
  if (!next) return 'Fermé';
  const time = formatTimeFr(wallMinutes(next.at));
  const days = daysBetween(plan.date, next.date);
  if (days === 0) return `Fermé · ouvre à ${time}`;
  if (days === 1) return `Fermé · ouvre demain à ${time}`;
  if (days < 7) return `Fermé · ouvre ${weekdayOf(next.date)} à ${time}`;
  return `Fermé · ouvre le ${dayInSentence(next.date, year)} à ${time}`;
}

/** The first midnight, before the next opening, at which the closed label or the holiday note changes; else the opening. */
function closedNextChange(input: TOpeningInput, today: TDayPlan, label: string, next: TOpening | null, lastDay: string): Date | null {
  const end = next ? next.date : lastDay;
  for (let date = addDays(today.date, 1); date <= end; date = addDays(date, 1)) {
    // The opening day's midnight is the opening itself when the bakery opens at 00:00.
    if (next && date === next.date && parisWallTimeToInstant(date, 0) >= next.at) break;
    const plan = dayPlanOf(input, date);
    if (closedLabel(input, plan, next) !== label || plan.holidayNote !== today.holidayNote) return parisWallTimeToInstant(date, 0);
  }
  return next ? next.at : null;
}

/** Open or closed at `instant`, why, the French text and when it next changes (docs/opening-hours.md). */
export function getOpeningStatus(input: TOpeningInput, instant: Date = new Date()): TOpeningStatus {
  // Unknown hours are never « Fermé » (docs/opening-hours.md, "Unknown hours"), and never change on their own.
  if (input.horaires_statut !== undefined && input.horaires_statut !== 'renseignes') {
    const label = UNKNOWN_HOURS_LABELS[input.horaires_statut];
    return {
      isOpen: false,
      isClosingSoon: false,
      reason: 'hours',
      label,
      closingTime: null,
      holidayNote: null,
      nextChange: null,
      unknownHours: label,
    };
  }
  const plan = dayPlanOf(input, parisDay(instant));
  for (const range of plan.ranges) {
    const opensAt = parisWallTimeToInstant(plan.date, range.open);
    const closesAt = parisWallTimeToInstant(plan.date, runClose(plan.ranges, range));
    if (instant < opensAt || instant >= closesAt) continue;
    // The last 30 minutes are counted on the clock of the world, not on the wall: a closing at 03:00 on the October night is announced at 02:30 winter time.
    const soonAt = new Date(closesAt.getTime() - CLOSING_SOON_MINUTES * MINUTE_MS);
    const isClosingSoon = instant >= soonAt;
    const closing = formatTimeFr(wallMinutes(closesAt));
    return {
      isOpen: true,
      isClosingSoon,
      reason: plan.source,
      label: isClosingSoon ? `Ferme bientôt · ${closing}` : `Ouvert · ferme à ${closing}`,
      closingTime: closing,
      holidayNote: plan.holidayNote,
      nextChange: isClosingSoon ? closesAt : soonAt,
      unknownHours: null,
    };
  }
  const lastDay = lastDayToSearch(input, plan.date);
  const next = nextOpening(input, plan, instant, lastDay);
  const label = closedLabel(input, plan, next);
  return {
    isOpen: false,
    isClosingSoon: false,
    reason: plan.source,
    label,
    closingTime: null,
    holidayNote: plan.holidayNote,
    nextChange: closedNextChange(input, plan, label, next, lastDay),
    unknownHours: null,
  };
}
