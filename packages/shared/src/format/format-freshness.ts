// How old an availability flag is, in French (docs/availability.md, "Freshness"): the card and the
// bakery page say when the baker last set it. Paris wall time, whatever the phone's time zone.
// No zod here: the home page loads this module (decision 009).
// Only paris-dates (already in the home page's first load): no calendar-days, whose import moved
// shared code between chunks and cost the home page 1 kB.
import { parisWallTime } from '../dates/paris-dates.js';
import { formatClockFr } from './format-clock.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Days since 1970 of the Paris calendar day of a wall time. */
const dayNumber = (wall: { year: number; month: number; day: number }) => Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS;

/**
 * « mis à jour à l'instant » (under a minute), « mis à jour il y a 20 min » (under an hour),
 * « mis à jour à 16 h 05 » (same Paris day), « mis à jour hier à 16 h 05 », « mis à jour il y a 3 jours ».
 * A time slightly ahead of `now` (a phone's clock behind the server's) reads « à l'instant ».
 */
export function formatFreshness(updatedAt: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - updatedAt.getTime()) / MINUTE_MS);
  if (minutes < 1) return 'mis à jour à l’instant';
  if (minutes < 60) return `mis à jour il y a ${minutes} min`;
  const wall = parisWallTime(updatedAt);
  const nowWall = parisWallTime(now);
  // « 16 h 05 », « 7 h » (the format of opening-texts.ts formatTimeFr).
  const time = formatClockFr(wall.hour, wall.minute);
  const days = dayNumber(nowWall) - dayNumber(wall);
  if (days === 0) return `mis à jour à ${time}`;
  if (days === 1) return `mis à jour hier à ${time}`;
  return `mis à jour il y a ${days} jours`;
}

/**
 * When one availability flag was last set, from the `disponibilites_maj` of a card or a detail
 * (epoch seconds in the order of AVAILABILITY_FIELDS); null when unknown.
 */
export function availabilityUpdatedAt(times: readonly (number | null)[] | undefined, index: number): Date | null {
  const seconds = times?.[index];
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}
