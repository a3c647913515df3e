import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateFr,
  formatDateTimeFr,
  formatMediumDateTimeFr,
  formatMonthFr,
  formatNumericDateFr,
  formatShortDateTimeFr,
  parisDay,
  parisMonthStart,
  parisWallTime,
  parisWallTimeToInstant,
} from './paris-dates.js';

describe('formatDateFr', () => {
  it('writes a long French date', () => {
    expect(formatDateFr('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    expect(formatDateFr(new Date('2026-02-03T12:00:00Z'))).toBe('3 février 2026');
  });

  it('uses the Paris calendar day', () => {
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(formatDateFr('2026-11-30T23:30:00Z')).toBe('1 décembre 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateFr('not a date')).toBe('');
  });
});

describe('parisWallTime', () => {
  // An independent reading of the same instant, through the engine's own zone support.
  const reference = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

  it('reads the Paris wall clock of any instant from 2000 to 2040, DST changes included', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const date = new Date(ms);
        const parts = Object.fromEntries(reference.formatToParts(date).map((part) => [part.type, part.value]));
        const wall = parisWallTime(date);
        expect([wall.year, wall.month, wall.day, wall.hour, wall.minute]).toEqual([
          Number(parts.year),
          Number(parts.month),
          Number(parts.day),
          Number(parts.hour) % 24,
          Number(parts.minute),
        ]);
      }),
      { numRuns: 2000 },
    );
  });

  it('throws on an invalid date', () => {
    expect(() => parisWallTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('Paris days and months', () => {
  it('gives the Paris calendar day, which may differ from the UTC one', () => {
    expect(parisDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(parisDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('gives the first day of the Paris month, across a new year', () => {
    expect(parisMonthStart(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-01');
    expect(parisMonthStart(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('French date texts', () => {
  const instant = '2026-03-05T13:05:09Z';

  it('writes each form the French way, in Paris time', () => {
    expect(formatNumericDateFr(instant)).toBe('05/03/2026');
    expect(formatDateTimeFr(instant)).toBe('5 mars 2026 à 14:05');
    expect(formatMediumDateTimeFr(instant)).toBe('5 mars 2026, 14:05');
    expect(formatMediumDateTimeFr('2026-02-01T08:00:00Z')).toBe('1 févr. 2026, 09:00');
    expect(formatShortDateTimeFr(instant)).toBe('05/03/2026 14:05');
    expect(formatShortDateTimeFr('2026-07-01T21:59:00Z')).toBe('01/07/2026 23:59');
  });

  it('names a calendar month without any time zone', () => {
    expect(formatMonthFr('2026-11')).toBe('novembre 2026');
    expect(formatMonthFr('2027-01-01')).toBe('janvier 2027');
    expect(formatMonthFr('2026-13')).toBe('');
    expect(formatMonthFr(null)).toBe('');
  });

  it('writes nothing for a missing or invalid date', () => {
    for (const format of [formatNumericDateFr, formatDateTimeFr, formatMediumDateTimeFr, formatShortDateTimeFr]) {
      expect(format(null)).toBe('');
      expect(format('')).toBe('');
      expect(format('not a date')).toBe('');
    }
  });
});

describe('parisWallTimeToInstant', () => {
  it('reads winter and summer wall times', () => {
    expect(parisWallTimeToInstant('2026-11-26', 7 * 60).toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(parisWallTimeToInstant('2026-07-14', 7 * 60).toISOString()).toBe('2026-07-14T05:00:00.000Z');
  });

  it('takes a time that does not exist on the March night as the moment the clocks jump to 03:00', () => {
    expect(parisWallTimeToInstant('2026-03-29', 2 * 60 + 30).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(parisWallTimeToInstant('2026-03-29', 3 * 60).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(parisWallTimeToInstant('2026-03-29', 60 + 59).toISOString()).toBe('2026-03-29T00:59:00.000Z');
  });

  it('takes a time that occurs twice on the October night as its first occurrence (summer time)', () => {
    expect(parisWallTimeToInstant('2026-10-25', 2 * 60 + 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parisWallTimeToInstant('2026-10-25', 3 * 60).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('gives back any whole-minute instant from its Paris day and time, except the repeated hour of October', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }), (minute) => {
        const instant = new Date(minute * 60_000);
        const wall = parisWallTime(instant);
        const back = parisWallTimeToInstant(parisDay(instant), wall.hour * 60 + wall.minute);
        // A time read twice comes back as its first occurrence, one hour earlier.
        const isSecondOccurrence = back.getTime() === instant.getTime() - 3_600_000;
        expect(back.getTime() === instant.getTime() || isSecondOccurrence).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads midnight, and a minute count past the day as the next day', () => {
    expect(parisWallTimeToInstant('2026-12-31', 0).toISOString()).toBe('2026-12-30T23:00:00.000Z');
    expect(parisWallTimeToInstant('2026-12-31', 24 * 60).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
