// Calendar days written 'YYYY-MM-DD' (a date with no time zone: a closure's first day, a public
// holiday). Arithmetic on them goes through UTC midnights, where every day lasts 24 hours.
import { DAY_NAMES, type TDayName } from '../hours/day-names.js';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
const DAY_MS = 86_400_000;

const two = (value: number) => String(value).padStart(2, '0');

function toUtc(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtc(time: number): string {
  const date = new Date(time);
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** '2026-12-31' + 1 → '2027-01-01'. */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The weekday of a calendar day. */
export function weekdayOf(date: string): TDayName {
  // getUTCDay: 0 = Sunday; DAY_NAMES starts on Monday.
  return DAY_NAMES[(new Date(toUtc(date)).getUTCDay() + 6) % 7]!;
}

/** 'YYYY-MM-DD' of a year, month (1 = January) and day. */
export function calendarDate(year: number, month: number, day: number): string {
  return `${year}-${two(month)}-${two(day)}`;
}

/**
 * '31 août', '1er septembre' (French writes the first of the month as an ordinal), with the year
 * when `withYear`: '3 janvier 2027'.
 */
export function formatDayMonthFr(date: string, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayText = day === 1 ? '1er' : String(day);
  return `${dayText} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
}

/** The year of a calendar day. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
