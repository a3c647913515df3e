// The one open/closed status of a bakery (docs/opening-calendar.md), run unchanged by the server and
// every browser: the card, the marker colour, the bakery page and the live feed read it.
// No zod here: the home page loads this module (decision 009).
import type { TBakeryCalendar } from './calendar.schemas.js';
import { isOpenInWeek, type TWeekRanges } from './week-ranges.js';

/** Everything the status reads: the usual week, the calendar and the postcode (Alsace-Moselle holidays). */
export type TOpeningInput = TBakeryCalendar & {
  week: TWeekRanges;
  code_postal: string;
};

export type TOpeningReason = 'hours' | 'special' | 'closure' | 'holiday';

export type TOpeningStatus = {
  isOpen: boolean;
  /** Open but closing within CLOSING_SOON_MINUTES. */
  isClosingSoon: boolean;
  /** Why it is open or closed now: the usual week, special hours of the day, a closure, a public holiday with the rule 'fermes'. */
  reason: TOpeningReason;
  /** « Ouvert · ferme à 19 h », « Ferme bientôt · 18 h 45 », « Fermé · ouvre demain à 7 h », « Fermé pour congés annuels jusqu'au 31 août »… */
  label: string;
  /** « Jour férié : horaires à confirmer » on a public holiday whose rule is not said yet, else null. */
  holidayNote: string | null;
  /** The next instant the status (open/closed or its label) changes; null when it never opens again. */
  nextChange: Date | null;
};

/** PLACEHOLDER until the real implementation lands (issue 22): reads the week only. */
export function getOpeningStatus(input: TOpeningInput, instant: Date = new Date()): TOpeningStatus {
  const isOpen = isOpenInWeek(input.week, instant);
  return { isOpen, isClosingSoon: false, reason: 'hours', label: isOpen ? 'Ouvert' : 'Fermé', holidayNote: null, nextChange: null };
}
