import { parisDay } from '@fournil/shared';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

function partsOf(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** '2026-08-10' → '10 août' (a calendar day, no time zone involved); the first of the month is '1er'. */
export function formatDayMonthFr(date: string): string {
  const { month, day } = partsOf(date);
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;
}

/** '2026-08-10' → 'lundi 10 août 2026'. */
export function formatLongDateFr(date: string): string {
  const { year, month, day } = partsOf(date);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${formatDayMonthFr(date)} ${year}`;
}

/** Today in Paris, 'YYYY-MM-DD' (docs/bakery-management.md, "Closures and special hours": every date is a Paris day). */
export function parisToday(now: Date = new Date()): string {
  return parisDay(now);
}

/** The calendar day `days` after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
