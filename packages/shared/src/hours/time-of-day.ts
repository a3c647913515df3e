// Times of day read in one place: the product stores 'HH:MM' (older rows 'HH:MM:SS'); the compact
// card writes 'HHMM' (compact-week.ts). Both become minutes since midnight, or null when malformed.

/** 'HH:MM' (or 'HH:MM:SS') → minutes since midnight (00:00 = 0); null when absent or malformed. */
export function parseTimeOfDay(time: string | null | undefined): number | null {
  if (!time) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Minutes since midnight → 'HHMM' (the compact card's spelling). */
export function formatCompactTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HHMM' → minutes since midnight; null when out of range. */
export function parseCompactTime(text: string): number | null {
  return parseTimeOfDay(`${text.slice(0, 2)}:${text.slice(2, 4)}`);
}
