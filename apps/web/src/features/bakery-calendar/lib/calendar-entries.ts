import { formatDayMonthFr, type TCalendarResponse, type TClosure, type TSpecialHours } from '@fournil/shared';
import { formatLongDateFr } from './calendar-dates';

export type TCalendarEntry =
  { kind: 'closure'; start: string; closure: TClosure } | { kind: 'special'; start: string; special: TSpecialHours };

/** Closures and special dates in one list, by first day. */
export function calendarEntries(calendar: TCalendarResponse): TCalendarEntry[] {
  const entries: TCalendarEntry[] = [
    ...calendar.fermetures.map((closure) => ({ kind: 'closure' as const, start: closure.debut, closure })),
    ...calendar.horaires_speciaux.map((special) => ({ kind: 'special' as const, start: special.date, special })),
  ];
  return entries.sort((a, b) => a.start.localeCompare(b.start));
}

/** '07:00' → '7 h', '12:30' → '12 h 30' (the French way, docs/bakery-management.md). */
function hour(time: string): string {
  const [hours = '', minutes = ''] = time.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

/** '7 h – 12 h 30 et 15 h – 19 h', or 'Fermé toute la journée'. */
export function describeRanges(special: TSpecialHours): string {
  if (special.plages.length === 0) return 'Fermé toute la journée';
  return special.plages.map((range) => `${hour(range.ouverture)} – ${hour(range.fermeture)}`).join(' et ');
}

/** « Du 10 au 31 août 2026 », « Le 10 août 2026 », « Du 28 décembre 2026 au 3 janvier 2027 ». */
export function describeClosureDates({ debut, fin }: Pick<TClosure, 'debut' | 'fin'>): string {
  if (debut === fin) return `Le ${formatLongDateFr(debut)}`;
  const sameYear = debut.slice(0, 4) === fin.slice(0, 4);
  const sameMonth = sameYear && debut.slice(5, 7) === fin.slice(5, 7);
  const start = sameMonth
    ? formatDayMonthFr(debut).split(' ')[0]
    : sameYear
      ? formatDayMonthFr(debut)
      : `${formatDayMonthFr(debut)} ${debut.slice(0, 4)}`;
  return `Du ${start} au ${formatDayMonthFr(fin)} ${fin.slice(0, 4)}`;
}
