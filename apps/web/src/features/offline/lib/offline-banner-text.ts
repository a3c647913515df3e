import { formatClockFr, parisWallTime } from '@fournil/shared';

// The offline banner (docs/offline.md, "Offline home"): « Hors ligne · données de 8 h 12 », the
// time the kept list was fetched, Paris wall time like every time on the site (docs/opening-hours.md), in the
// French way of opening-texts.ts (« 8 h 05 », « 8 h », here with no-break spaces). Kept from an earlier day, the day is said.

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export const OFFLINE_LABEL = 'Hors ligne';
/** What the banner adds: the controls that need the network are disabled. */
export const OFFLINE_CONTROLS_REASON = 'recherche et rayon indisponibles';

/** « données de 8 h 12 », « données du 26 novembre à 18 h 40 »: how old kept data is. `fetchedAt` in epoch ms. */
export function dataAgeText(fetchedAt: number, now: Date): string {
  const wall = parisWallTime(new Date(fetchedAt));
  const today = parisWallTime(now);
  const time = formatClockFr(wall.hour, wall.minute);
  const isSameDay = wall.year === today.year && wall.month === today.month && wall.day === today.day;
  if (isSameDay) return `données de ${time}`;
  return `données du ${wall.day === 1 ? '1er' : wall.day} ${MONTHS[wall.month - 1]} à ${time}`;
}

/** `fetchedAt`: epoch ms when the kept data came from the server; null when unknown. */
export function offlineBannerText(fetchedAt: number | null, now: Date): string {
  if (fetchedAt === null) return OFFLINE_LABEL;
  return `${OFFLINE_LABEL} · ${dataAgeText(fetchedAt, now)}`;
}
