import { formatTimeFr, type TWeekPlanRow } from '@fournil/shared';

/** « de 7 h à 13 h et de 15 h 30 à 19 h 30 », « Fermé » for a day without ranges. */
export function todayHoursText(row: Pick<TWeekPlanRow, 'ranges'>): string {
  if (row.ranges.length === 0) return 'Fermé';
  const parts = row.ranges.map((range) => `de ${formatTimeFr(range.open)} à ${formatTimeFr(range.close)}`);
  const last = parts.pop() as string;
  const text = parts.length > 0 ? `${parts.join(', ')} et ${last}` : last;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
