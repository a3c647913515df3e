// A bakery's week in one line (docs/public-pages.md, "Head of a bakery page"): the days that share
// their hours grouped, Monday first, as a search result or a link preview shows it.
import { DAY_LABELS, DAY_NAMES } from './day-names.js';
import { formatTimeFr } from './opening-texts.js';
import type { TRange, TWeekRanges } from './week-ranges.js';

function rangesText(ranges: readonly TRange[]): string {
  return ranges.map((range) => `${formatTimeFr(range.open)}–${formatTimeFr(range.close)}`).join(', ');
}

/**
 * « Mardi–samedi 7 h–13 h 30, 15 h 30–19 h 30 ; dimanche 7 h 30–13 h »: consecutive open days with
 * the same hours make one group; closed days are left out. A week without any opening gives ''.
 */
export function summariseWeek(week: TWeekRanges): string {
  const groups: { first: number; last: number; text: string }[] = [];
  DAY_NAMES.forEach((_, index) => {
    const ranges = week[index] ?? [];
    if (ranges.length === 0) return;
    const text = rangesText(ranges);
    const previous = groups.at(-1);
    if (previous && previous.last === index - 1 && previous.text === text) previous.last = index;
    else groups.push({ first: index, last: index, text });
  });
  return groups
    .map(({ first, last, text }, position) => {
      const firstLabel = DAY_LABELS[DAY_NAMES[first]!];
      const days = position === 0 ? firstLabel : firstLabel.toLowerCase();
      const span = first === last ? days : `${days}${last === first + 1 ? ', ' : '–'}${DAY_LABELS[DAY_NAMES[last]!].toLowerCase()}`;
      return `${span} ${text}`;
    })
    .join(' ; ');
}
