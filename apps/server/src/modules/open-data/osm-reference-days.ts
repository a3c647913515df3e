// The days on which an OpenStreetMap opening_hours value is read (docs/open-data.md, "Opening hours from
// OpenStreetMap"), and the reading of one day's open ranges.
//
// The parser has no time zone: it reads a Date with its local getters. So every day here is built in
// local time (`new Date(year, month, day)`) when it is read, never kept as an instant made when the module
// loaded, and the results are read back with local getters: the answer is then the same whatever the
// machine's TZ. The days are chosen away from every summer/winter time change of Europe and North America,
// so each one lasts 24 hours in those zones.
import type OpeningHours from 'opening_hours';

/** A local calendar day: [year, month (0 = January), day of the month]. */
export type TLocalDay = readonly [year: number, month: number, day: number];

/** Minutes since midnight, [opening, closing); a closing of 1440 means the range reaches the next midnight. */
export type TMinuteRange = readonly [open: number, close: number];

export const MINUTES_PER_DAY = 24 * 60;

/**
 * Monday 12 January 2026 to Sunday 18 January 2026, Monday first like Fournil's week: a week with no
 * public holiday in France, no school holiday in metropolitan France, and no clock change.
 */
export const REFERENCE_WEEK: readonly TLocalDay[] = [
  [2026, 0, 12],
  [2026, 0, 13],
  [2026, 0, 14],
  [2026, 0, 15],
  [2026, 0, 16],
  [2026, 0, 17],
  [2026, 0, 18],
];

/**
 * One national French public holiday on each weekday, so that a rule is seen on a day the bakery opens
 * whatever its week. None is an Alsace-Moselle or overseas day: the parser is given a Paris location.
 */
export const REFERENCE_HOLIDAYS: readonly TLocalDay[] = [
  [2026, 4, 25], // Monday, lundi de Pentecôte
  [2026, 6, 14], // Tuesday, 14 juillet
  [2026, 10, 11], // Wednesday, 11 novembre
  [2026, 0, 1], // Thursday, 1er janvier
  [2026, 4, 1], // Friday, 1er mai
  [2026, 7, 15], // Saturday, 15 août
  [2027, 7, 15], // Sunday, 15 août
];

function localMidnight([year, month, day]: TLocalDay, plusDays = 0): Date {
  return new Date(year, month, day + plusDays);
}

/** 0 for Monday … 6 for Sunday, the index of the day in REFERENCE_WEEK. */
export function weekdayIndexOf(day: TLocalDay): number {
  return (localMidnight(day).getDay() + 6) % 7;
}

export type TDayReading = {
  ranges: TMinuteRange[];
  /** The parser flagged a range as unknown, or attached a comment to it (ignored on holidays: it names them). */
  isUncertain: boolean;
};

/** The open ranges of one local day, cut at its midnights. */
export function readDay(parsed: OpeningHours, day: TLocalDay, { ignoreComments = false } = {}): TDayReading {
  const start = localMidnight(day);
  const end = localMidnight(day, 1);
  const minutesOf = (date: Date) => (date.getTime() >= end.getTime() ? MINUTES_PER_DAY : date.getHours() * 60 + date.getMinutes());
  let isUncertain = false;
  const ranges = parsed.getOpenIntervals(start, end).map(([from, to, isUnknown, comment]): TMinuteRange => {
    if (isUnknown || (!ignoreComments && comment !== undefined)) isUncertain = true;
    return [minutesOf(from), minutesOf(to)];
  });
  return { ranges, isUncertain };
}

export function sameRanges(first: readonly TMinuteRange[], second: readonly TMinuteRange[]): boolean {
  return (
    first.length === second.length && first.every(([open, close], index) => second[index]?.[0] === open && second[index]?.[1] === close)
  );
}
