// No import: the home page's first load carries it (decision 009).

/** The no-break space inside a French time: « 7\u00a0h », « 16\u00a0h\u00a005 ». */
export const TIME_SPACE = '\u00a0';

/**
 * « 7 h », « 16 h 05 »: the French way, with no-break spaces (U+00A0) inside, so a time never breaks across
 * two lines (docs/opening-hours.md, "Status texts"). Every time of the site is written by it.
 */
export function formatClockFr(hour: number, minute: number): string {
  return minute === 0 ? `${hour}${TIME_SPACE}h` : `${hour}${TIME_SPACE}h${TIME_SPACE}${String(minute).padStart(2, '0')}`;
}
