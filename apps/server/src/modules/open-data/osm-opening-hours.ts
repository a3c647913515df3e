// Converts an OpenStreetMap `opening_hours` value into Fournil's week, once, at import. The rules, and
// why each value that cannot be held exactly is kept « à confirmer »: docs/open-data.md, "Opening hours
// from OpenStreetMap". The parser (opening_hours, LGPL, 600 kB of holiday data) stays on the server:
// packages/shared and apps/web never import it (eslint.config.js).
import type { THolidayRule } from '@fournil/shared';
import OpeningHours, { type nominatim_object, type optional_conf } from 'opening_hours';
import { writingOf, type TOsmWriting } from './osm-hours-writing.js';
import { weekOfRanges, type TOsmWeek } from './osm-week.js';
import {
  MINUTES_PER_DAY,
  REFERENCE_HOLIDAYS,
  REFERENCE_WEEK,
  readDay,
  sameRanges,
  weekdayIndexOf,
  type TMinuteRange,
} from './osm-reference-days.js';

/**
 * Why a value is kept « à confirmer », in the order they are looked for (the first found is given):
 * - `syntax`: the parser refuses the value, or reads it only after correcting it (it warns);
 * - `not-weekly`: months, week numbers, years, dates, `easter`, `Su[1]`, school holidays (`SH`),
 *   holiday offsets: the hours change from one week to the next;
 * - `variable-times`: sunrise, sunset, dawn or dusk;
 * - `comment`: a quoted comment, which a week cannot hold;
 * - `unknown`: the state `unknown`;
 * - `open-end`: `07:00+`, closing time not given;
 * - `past-midnight`: a range that reaches midnight or runs through it (`18:00-02:00`, `07:00-24:00`,
 *   `24/7`): a day of the week ends at 23:59;
 * - `more-than-two-ranges`: a day with three ranges or more (the week has a morning and an afternoon);
 * - `holiday-hours`: public holidays with hours that are neither closed nor the usual ones of that weekday;
 * - `holidays-only`: the value speaks of public holidays alone (`PH off`): it says nothing of the week,
 *   which must not read « Fermé » every day;
 * - `invalid-week`: the week built is refused by the shared schemas (a safety net).
 */
export const OSM_HOURS_REASONS = [
  'syntax',
  'not-weekly',
  'variable-times',
  'comment',
  'unknown',
  'open-end',
  'past-midnight',
  'more-than-two-ranges',
  'holiday-hours',
  'holidays-only',
  'invalid-week',
] as const;
export type TOsmHoursReason = (typeof OSM_HOURS_REASONS)[number];

export type { TOsmWeek };

/** The value as Fournil can hold it: a week, a value kept as written to be confirmed, or no value at all. */
export type TOsmHours = TOsmWeek | { kind: 'to-confirm'; raw: string; reason: TOsmHoursReason } | { kind: 'none' };

/**
 * A Paris location, so that the parser uses the French public holidays (the 11 national days). The
 * coordinates are numbers, as the typings say: the parser computes sun times only from strings, and reads
 * `sunrise` as 06:00 otherwise, which is one more reason variable times are refused from the writing.
 */
const FRENCH_LOCATION: nominatim_object = { lat: 48.8566, lon: 2.3522, address: { country_code: 'fr', state: 'Île-de-France' } };

/** The typings list every key of the options; undefined keeps the parser's default (warnings at level 4, English). */
const PARSER_OPTIONS: optional_conf = {
  tag_key: 'opening_hours',
  mode: undefined,
  map_value: undefined,
  warnings_severity: undefined,
  locale: undefined,
};

type TParsed = { parsed: OpeningHours; writing: TOsmWriting };

/** The parser's reading, or null when it throws (a syntax error) or has to correct the value (a warning). */
function parse(value: string): TParsed | null {
  try {
    const parsed = new OpeningHours(value, FRENCH_LOCATION, PARSER_OPTIONS);
    if (parsed.getWarnings().length > 0) return null;
    return { parsed, writing: writingOf(parsed) };
  } catch (error) {
    // The parser throws a string (its French or English message) for a value it cannot read; anything
    // else, such as the tokens check of osm-hours-writing.ts, is a bug to report, not a syntax error.
    if (typeof error === 'string') return null;
    throw error;
  }
}

function reasonFromWriting({ parsed, writing }: TParsed): TOsmHoursReason | null {
  // isWeekStable() answers false as soon as a holiday is named, even for `Mo-Sa 07:00-19:00; PH off`:
  // then the tokens tell whether the rest is weekly.
  const isWeekly =
    !writing.mentionsSchoolHolidays && (parsed.isWeekStable() || (writing.mentionsPublicHolidays && writing.usesOnlyWeeklySelectors));
  if (!isWeekly) return 'not-weekly';
  if (writing.hasVariableTimes) return 'variable-times';
  if (writing.hasComment) return 'comment';
  if (writing.hasUnknownState) return 'unknown';
  if (writing.hasOpenEnd) return 'open-end';
  return null;
}

/** The reference week's ranges, Monday first, or why it cannot be a Fournil week. */
function readWeek(parsed: OpeningHours): TMinuteRange[][] | TOsmHoursReason {
  const days = REFERENCE_WEEK.map((day) => readDay(parsed, day));
  if (days.some((day) => day.isUncertain)) return 'unknown';
  if (days.some((day) => day.ranges.some(([, close]) => close >= MINUTES_PER_DAY))) return 'past-midnight';
  if (days.some((day) => day.ranges.length > 2)) return 'more-than-two-ranges';
  return days.map((day) => day.ranges);
}

/**
 * `fermes` when every reference holiday is closed, `habituels` when each has the usual hours of its
 * weekday (null when the value never names PH: the rule is then not said). Anything else, such as
 * `Su,PH 07:00-12:30` beside other weekday hours, cannot be held by the rule: `holiday-hours`.
 */
function holidayRuleOf(
  parsed: OpeningHours,
  writing: TOsmWriting,
  week: TMinuteRange[][],
): { rule: THolidayRule } | { reason: TOsmHoursReason } {
  const holidays = REFERENCE_HOLIDAYS.map((day) => ({
    // The parser gives a holiday's name as the comment of its ranges: not a comment of the value.
    ranges: readDay(parsed, day, { ignoreComments: true }).ranges,
    usual: week[weekdayIndexOf(day)] ?? [],
  }));
  const hasUsualHours = holidays.every(({ ranges, usual }) => sameRanges(ranges, usual));
  // Without PH, a holiday that differs means a date in the value: a backstop, isWeekStable() refuses dates.
  if (!writing.mentionsPublicHolidays) return hasUsualHours ? { rule: null } : { reason: 'not-weekly' };
  if (holidays.every(({ ranges }) => ranges.length === 0)) return { rule: 'fermes' };
  return hasUsualHours ? { rule: 'habituels' } : { reason: 'holiday-hours' };
}

/**
 * An OSM `opening_hours` value as Fournil's week. No value (missing, empty, blank) is `none`, never a
 * closed week: no hours is not « Fermé ». A value that cannot be held exactly is `to-confirm`, with the
 * text exactly as written.
 */
export function weekFromOsmOpeningHours(value: string | undefined): TOsmHours {
  if (value === undefined || value.trim() === '') return { kind: 'none' };
  const toConfirm = (reason: TOsmHoursReason): TOsmHours => ({ kind: 'to-confirm', raw: value, reason });
  const reading = parse(value);
  if (!reading) return toConfirm('syntax');
  const writingReason = reasonFromWriting(reading);
  if (writingReason) return toConfirm(writingReason);
  const week = readWeek(reading.parsed);
  if (typeof week === 'string') return toConfirm(week);
  if (reading.writing.mentionsPublicHolidays && week.every((ranges) => ranges.length === 0)) return toConfirm('holidays-only');
  const holidays = holidayRuleOf(reading.parsed, reading.writing, week);
  if ('reason' in holidays) return toConfirm(holidays.reason);
  return weekOfRanges(week, holidays.rule) ?? toConfirm('invalid-week');
}
