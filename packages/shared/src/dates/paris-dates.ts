// Every date Fournil shows or files is a date in Europe/Paris, whatever the time zone of the server
// or of the visitor's phone (docs/opening-hours.md). This module is the one place that turns an
// instant into Paris wall time, and writes it the French way. It holds the only Intl formatter of
// the product, and spells the French dates itself from its parts, so the server and every browser
// write the same text.
import { PARIS_TIME_ZONE } from '../constants.js';
import type { TDayName } from '../hours/day-names.js';

export type TParisWallTime = {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
  weekday: TDayName;
};

// Created once: building an Intl formatter is costly, and open-now runs this for every card of a list.
const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const WEEKDAYS: Record<string, TDayName> = {
  Mon: 'lundi',
  Tue: 'mardi',
  Wed: 'mercredi',
  Thu: 'jeudi',
  Fri: 'vendredi',
  Sat: 'samedi',
  Sun: 'dimanche',
};

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
const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as const;

const two = (value: number) => String(value).padStart(2, '0');

/** The Paris wall-clock reading of an instant through Intl (the source of truth, and slow: ~20 µs a call). */
function intlParisWallTime(date: Date): TParisWallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) parts[part.type] = part.value;
  const weekday = WEEKDAYS[parts.weekday ?? ''];
  if (!weekday) throw new RangeError(`Invalid date: ${String(date)}`);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines write midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday,
  };
}

const HOUR_MS = 3_600_000;
const WEEKDAYS_FROM_SUNDAY: readonly TDayName[] = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
// Paris changes its offset only on a whole UTC hour (01:00 UTC), so one Intl reading per UTC hour
// gives the offset of every instant of that hour. The opening status reads the wall clock dozens of
// times per card (docs/opening-hours.md, "One status function"): this keeps a list of 500 cards fast.
const offsetMsByUtcHour = new Map<number, number>();
const OFFSET_CACHE_LIMIT = 20_000;

function parisOffsetMs(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetMsByUtcHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const wall = intlParisWallTime(new Date(start));
    offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - start;
    if (offsetMsByUtcHour.size >= OFFSET_CACHE_LIMIT) offsetMsByUtcHour.clear();
    offsetMsByUtcHour.set(hour, offset);
  }
  return offset;
}

/** The Paris wall-clock reading of an instant; throws RangeError for an invalid date. */
export function parisWallTime(date: Date): TParisWallTime {
  const time = date.getTime();
  if (Number.isNaN(time)) return intlParisWallTime(date);
  const wall = new Date(time + parisOffsetMs(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: WEEKDAYS_FROM_SUNDAY[wall.getUTCDay()]!,
  };
}

/** An instant from an ISO string or a Date; null when absent or invalid. */
function toInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-25': the Paris calendar day of an instant. */
export function parisDay(date: Date): string {
  const wall = parisWallTime(date);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

/** '2026-11-01': the first day of the Paris month an instant falls in (a bakery's billing period). */
export function parisMonthStart(date: Date = new Date()): string {
  const wall = parisWallTime(date);
  return `${wall.year}-${two(wall.month)}-01`;
}

/** '21 novembre 2026', the Paris calendar date; '' for a missing or invalid date. */
export function formatDateFr(value: string | Date | null | undefined): string {
  const date = toInstant(value);
  if (!date) return '';
  const wall = parisWallTime(date);
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}`;
}

/** '21/11/2026', the Paris calendar date; '' for a missing or invalid date. */
export function formatNumericDateFr(value: string | Date | null | undefined): string {
  const date = toInstant(value);
  if (!date) return '';
  const wall = parisWallTime(date);
  return `${two(wall.day)}/${two(wall.month)}/${wall.year}`;
}

function timeOf(wall: TParisWallTime): string {
  return `${two(wall.hour)}:${two(wall.minute)}`;
}

/** '21 novembre 2026 à 14:05', Paris time; '' for a missing or invalid date. */
export function formatDateTimeFr(value: string | Date | null | undefined): string {
  const date = toInstant(value);
  if (!date) return '';
  const wall = parisWallTime(date);
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year} à ${timeOf(wall)}`;
}

/** '21 nov. 2026, 14:05', Paris time; '' for a missing or invalid date. */
export function formatMediumDateTimeFr(value: string | Date | null | undefined): string {
  const date = toInstant(value);
  if (!date) return '';
  const wall = parisWallTime(date);
  return `${wall.day} ${SHORT_MONTHS[wall.month - 1]} ${wall.year}, ${timeOf(wall)}`;
}

/** '21/11/2026 14:05', Paris time, for dense tables and CSV cells; '' for a missing or invalid date. */
export function formatShortDateTimeFr(value: string | Date | null | undefined): string {
  const date = toInstant(value);
  if (!date) return '';
  return `${formatNumericDateFr(date)} ${timeOf(parisWallTime(date))}`;
}

/** 'novembre 2026' for the calendar month '2026-11' or '2026-11-01' (no time zone involved); '' otherwise. */
export function formatMonthFr(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  const month = Number(match[2]);
  if (month < 1 || month > 12) return '';
  return `${MONTHS[month - 1]} ${match[1]}`;
}

/** Minutes Paris is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const wall = parisWallTime(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * '2026-11-25T10:00' typed as Paris wall time (a `datetime-local` input has no zone) →
 * '2026-11-25T09:00:00.000Z'; anything else is returned as is, for the schema to refuse.
 */
export function parisInputToIso(value: string): string {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant, checked once more: it differs only around a change of time.
  let instant = wallAsUtc - parisOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  instant = wallAsUtc - parisOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant → '2026-11-25T10:00', its Paris wall time for a `datetime-local` input; null or invalid → ''. */
export function isoToParisInput(iso: string | null): string {
  const date = toInstant(iso);
  if (!date) return '';
  const wall = parisWallTime(date);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** Minutes since 1970 of a wall-clock reading taken as if it were UTC: compares wall times, whatever the offset. */
function wallMinuteIndex(wall: Pick<TParisWallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'>): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) / 60_000;
}

/**
 * The instant Paris wall clocks read `minutes` (since midnight) on the calendar day `date`
 * ('YYYY-MM-DD'), the rule of docs/opening-hours.md ("Summer and winter time"): a time that occurs
 * twice on the October night is its first occurrence (summer time); a time that does not exist on the
 * March night is the moment the clocks jump to 03:00.
 */
export function parisWallTimeToInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, day, 0, minutes) / 60_000;
  // Paris is UTC+2 (summer) or UTC+1 (winter): the earlier candidate is the first occurrence.
  for (const offset of [120, 60]) {
    const candidate = new Date((wanted - offset) * 60_000);
    if (wallMinuteIndex(parisWallTime(candidate)) === wanted) return candidate;
  }
  // In the spring gap: the first instant whose wall reading is past the wanted one (clocks jump at a whole minute).
  let before = wanted - 120;
  let after = wanted - 60;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallMinuteIndex(parisWallTime(new Date(middle * 60_000))) >= wanted) after = middle;
    else before = middle;
  }
  return new Date(after * 60_000);
}
