// How old an availability flag is, in French (docs/availability.md, "Freshness"): the card and the
// bakery page say when the baker last set it. Paris wall time, whatever the phone's time zone.
// No zod here: the home page loads this module (decision 009).
import { addDays, formatDayMonthFr } from '../dates/calendar-days.js';
import { parisDay, parisWallTime } from '../dates/paris-dates.js';
import { formatTimeFr } from '../hours/opening-texts.js';

const MINUTE_MS = 60_000;

/**
 * « mis à jour à l'instant » (under a minute), « mis à jour il y a 20 min » (under an hour),
 * « mis à jour à 16 h 05 » (same Paris day), « mis à jour hier à 16 h 05 », « mis à jour le 3 novembre ».
 * A time slightly ahead of `now` (a phone's clock behind the server's) reads « à l'instant ».
 */
export function formatFreshness(updatedAt: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - updatedAt.getTime()) / MINUTE_MS);
  if (minutes < 1) return 'mis à jour à l’instant';
  if (minutes < 60) return `mis à jour il y a ${minutes} min`;
  const wall = parisWallTime(updatedAt);
  const time = formatTimeFr(wall.hour * 60 + wall.minute);
  const day = parisDay(updatedAt);
  const today = parisDay(now);
  if (day === today) return `mis à jour à ${time}`;
  if (addDays(day, 1) === today) return `mis à jour hier à ${time}`;
  return `mis à jour le ${formatDayMonthFr(day, wall.year !== parisWallTime(now).year)}`;
}

/**
 * When one availability flag was last set, from the `disponibilites_maj` of a card or a detail
 * (epoch seconds in the order of AVAILABILITY_FIELDS); null when unknown.
 */
export function availabilityUpdatedAt(times: readonly (number | null)[] | undefined, index: number): Date | null {
  const seconds = times?.[index];
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}
