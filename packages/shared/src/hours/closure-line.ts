// One coming closure as the bakery page lists it (docs/opening-hours.md, "The bakery page's week"):
// « Fermeture exceptionnelle du 10 au 31 août : congés annuels ».
import { formatDayMonthFr, yearOf } from '../dates/calendar-days.js';
import { parisDay } from '../dates/paris-dates.js';
import type { TPublicClosure } from './calendar.schemas.js';
import { reasonInSentence } from './opening-texts.js';

/** The closure's days: « le 15 septembre », « du 10 au 31 août », « du 28 juillet au 3 août », « du 28 décembre 2026 au 3 janvier 2027 ». */
function closureDays(debut: string, fin: string, currentYear: number): string {
  const isSameYear = yearOf(debut) === yearOf(fin);
  const withYear = !isSameYear || yearOf(fin) !== currentYear;
  if (debut === fin) return `le ${formatDayMonthFr(fin, withYear)}`;
  const isSameMonth = isSameYear && debut.slice(5, 7) === fin.slice(5, 7);
  const start = isSameMonth ? formatDayMonthFr(debut).split(' ')[0]! : formatDayMonthFr(debut, !isSameYear);
  return `du ${start} au ${formatDayMonthFr(fin, withYear)}`;
}

/** The year is written when the closure is not within the current Paris year (`instant`'s). */
export function formatClosureLine(closure: Pick<TPublicClosure, 'debut' | 'fin' | 'motif'>, instant: Date = new Date()): string {
  const currentYear = yearOf(parisDay(instant));
  const days = closureDays(closure.debut, closure.fin, currentYear);
  const motif = closure.motif?.trim();
  return motif ? `Fermeture exceptionnelle ${days} : ${reasonInSentence(motif)}` : `Fermeture exceptionnelle ${days}`;
}
