// The French pieces of the status texts (docs/opening-hours.md, "Status texts"): times written
// « 7 h » / « 18 h 45 », a closure's reason inside a sentence, the French day of a date.
import { formatDayMonthFr, yearOf } from '../dates/calendar-days.js';
import { formatClockFr } from '../format/format-clock.js';

/** Minutes since midnight → « 7 h », « 18 h 45 », « 7 h 05 ». */
export function formatTimeFr(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return formatClockFr(hours, rest);
}

/**
 * A closure's reason inside a sentence: « Congés annuels » → « congés annuels »; an acronym keeps its
 * capitals (« RTT », « CAP du fils »).
 */
export function reasonInSentence(motif: string): string {
  const text = motif.trim();
  const firstWord = text.split(/\s/, 1)[0] ?? '';
  const isAcronym =
    firstWord.length > 1 && firstWord === firstWord.toLocaleUpperCase('fr') && firstWord !== firstWord.toLocaleLowerCase('fr');
  if (isAcronym) return text;
  return text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
}

/** '2026-08-31' → « 31 août », with the year when it is not `currentYear`. */
export function dayInSentence(date: string, currentYear: number): string {
  return formatDayMonthFr(date, yearOf(date) !== currentYear);
}
