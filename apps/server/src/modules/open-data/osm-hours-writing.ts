// What an OpenStreetMap opening_hours value is written with, read from the parser's own tokens
// (docs/open-data.md, "Opening hours from OpenStreetMap"). Some facts cannot be told from the times the
// parser computes: `Mo-Su 07:00-20:00` and `Mo-Su,PH 07:00-20:00` open at the same minutes, yet only
// the second says what happens on public holidays; and without coordinates given as strings the parser
// silently reads `sunrise` as 06:00. So the conversion also looks at how the value is written.
import type OpeningHours from 'opening_hours';
import { z } from 'zod';

/** How the value is written, as far as the conversion to Fournil's week cares. */
export type TOsmWriting = {
  /** `PH` appears in a rule (`PH off`, `Su,PH 07:00-12:30`): the value says what public holidays do. */
  mentionsPublicHolidays: boolean;
  /** `SH`: school holidays, periods that change with the year and the academy. */
  mentionsSchoolHolidays: boolean;
  /** `sunrise`, `sunset`, `dawn` or `dusk`: a time that moves through the year. */
  hasVariableTimes: boolean;
  /** A quoted comment, which usually carries a condition (« sauf vacances »). */
  hasComment: boolean;
  /** The state `unknown`: the mapper did not know the hours. */
  hasUnknownState: boolean;
  /** `07:00+`: opens at a time, closing time not given. */
  hasOpenEnd: boolean;
  /** Every token is one a plain week uses: weekdays, PH, times, states and separators. */
  usesOnlyWeeklySelectors: boolean;
};

/**
 * The token types a week is written with: weekdays, holidays (PH only, checked below), times, states,
 * separators, and what has its own reason (comments, variable times and their shifts, open ends).
 * Anything else (a month, a week number, a year, a date, `easter`, `Su[1]`, a holiday offset such as
 * `PH +1 day`) makes the value change from week to week.
 */
const WEEKLY_TOKEN_TYPES: ReadonlySet<string> = new Set([
  'weekday',
  'holiday',
  'number',
  'timesep',
  '-',
  ',',
  'rule separator',
  'state',
  '24/7',
  'comment',
  'timevar',
  '(',
  ')',
  '+',
]);

// `prettifyValue({ get_internals: true })` returns [prettified selectors, tokens per rule]; each rule is
// [tokens, …] and each token [value, type, …]. The README documents the option but warns that the shape
// may change in a minor release: it is checked here, and a change stops the import instead of misreading.
const ZToken = z.tuple([z.union([z.string(), z.number()]), z.string()]).rest(z.unknown());
const ZInternals = z.tuple([z.unknown(), z.array(z.tuple([z.array(ZToken)]).rest(z.unknown()))]);
type TToken = z.infer<typeof ZToken>;

type TPrettifyWithInternals = { prettifyValue: (options: { get_internals: true }) => unknown };

function tokensOf(parsed: OpeningHours): TToken[] {
  // The typings only know the string form of prettifyValue; get_internals is its documented other form.
  const internals = (parsed as unknown as TPrettifyWithInternals).prettifyValue({ get_internals: true });
  const checked = ZInternals.safeParse(internals);
  if (!checked.success) throw new Error('opening_hours: the tokens of prettifyValue({ get_internals: true }) changed shape');
  return checked.data[1].flatMap(([ruleTokens]) => ruleTokens);
}

/** Reads how a value the parser accepted is written. */
export function writingOf(parsed: OpeningHours): TOsmWriting {
  const tokens = tokensOf(parsed);
  const isHoliday = (token: TToken, name: string) => token[1] === 'holiday' && token[0] === name;
  return {
    mentionsPublicHolidays: tokens.some((token) => isHoliday(token, 'PH')),
    mentionsSchoolHolidays: tokens.some((token) => isHoliday(token, 'SH')),
    hasVariableTimes: tokens.some((token) => token[1] === 'timevar'),
    hasComment: tokens.some((token) => token[1] === 'comment'),
    hasUnknownState: tokens.some((token) => token[1] === 'state' && token[0] === 'unknown'),
    // A `+` right after a time's minutes; after a holiday it is an offset (`PH +1 day`), after a
    // variable time a shift (`sunrise+01:00`), both caught elsewhere.
    hasOpenEnd: tokens.some((token, index) => token[1] === '+' && tokens[index - 1]?.[1] === 'number'),
    usesOnlyWeeklySelectors: tokens.every((token) => WEEKLY_TOKEN_TYPES.has(token[1]) && (token[1] !== 'holiday' || token[0] === 'PH')),
  };
}
