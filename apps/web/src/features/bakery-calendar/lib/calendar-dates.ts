import { formatDayMonthFr, parisDay, weekdayOf } from '@fournil/shared';

/** '2026-08-10' → 'lundi 10 août 2026' (a calendar day, no time zone involved). */
export function formatLongDateFr(date: string): string {
  return `${weekdayOf(date)} ${formatDayMonthFr(date, true)}`;
}

/** Today in Paris, 'YYYY-MM-DD' (docs/bakery-management.md, "Closures and special hours": every date is a Paris day). */
export function parisToday(now: Date = new Date()): string {
  return parisDay(now);
}
