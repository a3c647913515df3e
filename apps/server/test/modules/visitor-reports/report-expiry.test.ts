// When a report stops counting (docs/visitor-reports.md, "The report"): 2 hours after it was made, or
// the bakery's next closing if sooner; made while closed, the end of the next opening. Whole seconds.
import { toWeekRanges, type TOpeningInput } from '@fournil/shared';
import { describe, expect, it } from 'vitest';
import { reportExpiry } from '../../../src/modules/visitor-reports/service.js';
import { weekOpenExceptMonday } from '../../testing/bakery-fixtures.js';

/** Paris wall time in December 2026 (UTC+1); 1 December is a Tuesday. The week opens 07:00–13:00 and 15:00–19:30, closed on Monday. */
const paris = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}+01:00`);

const week = weekOpenExceptMonday();
const opening: TOpeningInput = {
  week: toWeekRanges(week.joursOuvertures, week.horairesOuvertures),
  code_postal: '75004',
  jours_feries: null,
  fermetures: [],
  horaires_speciaux: [],
};

describe('the expiry of a report', () => {
  it.each([
    ['open, closing far: 2 hours', paris(1, '08:00:00'), paris(1, '10:00:00'), true],
    ['open, closing sooner: the closing', paris(1, '12:30:00'), paris(1, '13:00:00'), true],
    ['closed at lunch: 2 hours, not counted as during opening', paris(1, '14:00:00'), paris(1, '16:00:00'), false],
    ['the evening: the closing', paris(1, '19:10:00'), paris(1, '19:30:00'), true],
    ['whole seconds', paris(1, '08:00:00.750'), paris(1, '10:00:00'), true],
  ] as const)('%s', (_name, at, expires, duringOpening) => {
    expect(reportExpiry(opening, at)).toEqual({ expiresAt: expires, duringOpening });
  });

  it('made while closed before an opening that ends within 2 hours: the end of that opening', () => {
    // Sunday 6 December 06:00 → opens 07:00, closes 13:00: the 2 hours win (08:00).
    expect(reportExpiry(opening, paris(6, '06:00:00')).expiresAt).toEqual(paris(6, '08:00:00'));
    // Tuesday 12:59:30 while open: the closing at 13:00.
    expect(reportExpiry(opening, paris(1, '12:59:30')).expiresAt).toEqual(paris(1, '13:00:00'));
  });
});
