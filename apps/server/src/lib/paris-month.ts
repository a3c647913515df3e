// The current billing month of a bakery's publication fee: the first day of the month in
// Europe/Paris (DESIGN §3), whatever the server's own time zone.
import { PARIS_TIME_ZONE } from '@fournil/shared';

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-01' of the month that `date` falls in, Paris wall-clock. */
export function parisMonthStart(date: Date = new Date()): string {
  let year = '';
  let month = '';
  for (const part of parisDate.formatToParts(date)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
  }
  return `${year}-${month}-01`;
}
