// The compact opening week of a nearby card (`horaires_ouvertures` of GET /api/boulangeries/ and of
// the live feed's circle messages). A card must stay small (docs/nearby-search.md), and the full
// week (`jours_ouvertures` + seven `horaires_ouvertures` objects) is most of a bakery's bytes.
//
// Format: groups separated by one space; a group is `DAYS=RANGES`, DAYS the weekday digits
// (1 = lundi … 7 = dimanche) that share the same ranges, RANGES one or two `HHMM-HHMM` joined by a
// comma. Only the days the bakery opens, with complete ranges, appear: a day not listed is closed.
//   "12345=0700-1330,1530-2000 6=0730-1300"  Monday–Friday with a lunch break, Saturday morning.
//   ""                                        never open.
import { formatCompactTime, parseCompactTime } from './time-of-day.js';
import { toWeekRanges, type TRange, type THorairesInput, type TJoursInput, type TWeekRanges } from './week-ranges.js';

const DAYS_IN_WEEK = 7;
const GROUP = /^([1-7]{1,7})=(\d{4}-\d{4}(?:,\d{4}-\d{4})?)$/;

function formatRanges(ranges: readonly TRange[]): string {
  return ranges.map((range) => `${formatCompactTime(range.open)}-${formatCompactTime(range.close)}`).join(',');
}

/** The compact form of an opening week (days in the order they first appear, Monday first). */
export function encodeCompactWeek(jours: TJoursInput, horaires: THorairesInput): string {
  return formatCompactWeek(toWeekRanges(jours, horaires));
}

export function formatCompactWeek(week: TWeekRanges): string {
  const groups = new Map<string, string>();
  week.forEach((ranges, index) => {
    if (ranges.length === 0) return;
    const key = formatRanges(ranges);
    groups.set(key, `${groups.get(key) ?? ''}${index + 1}`);
  });
  return [...groups].map(([ranges, days]) => `${days}=${ranges}`).join(' ');
}

/** Reads the compact form; a malformed group is skipped (that day reads as closed), never thrown. */
export function parseCompactWeek(compact: string): TRange[][] {
  const week: TRange[][] = Array.from({ length: DAYS_IN_WEEK }, () => []);
  for (const group of compact.split(' ')) {
    const match = GROUP.exec(group);
    if (!match) continue;
    const ranges: TRange[] = [];
    for (const range of match[2]!.split(',')) {
      const open = parseCompactTime(range.slice(0, 4));
      const close = parseCompactTime(range.slice(5, 9));
      if (open !== null && close !== null && close > open) ranges.push({ open, close });
    }
    for (const digit of match[1]!) week[Number(digit) - 1] = ranges;
  }
  return week;
}
