import { describe, expect, it } from 'vitest';
import { getOpeningStatus } from './opening-status.js';
import { rangesOfDay, toWeekRanges } from './week-ranges.js';
import { formatCompactTime, parseCompactTime, parseTimeOfDay } from './time-of-day.js';

describe('parseTimeOfDay', () => {
  it('reads HH:MM and HH:MM:SS as minutes since midnight', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('07:05')).toBe(425);
    expect(parseTimeOfDay('23:59:00')).toBe(1439);
  });

  it('answers null for an absent or impossible time', () => {
    expect(parseTimeOfDay(null)).toBeNull();
    expect(parseTimeOfDay('')).toBeNull();
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('12:60')).toBeNull();
    expect(parseTimeOfDay('midi')).toBeNull();
  });

  it('round-trips the compact spelling HHMM', () => {
    expect(formatCompactTime(425)).toBe('0705');
    expect(parseCompactTime('0705')).toBe(425);
    expect(parseCompactTime('2500')).toBeNull();
  });
});

describe('toWeekRanges', () => {
  const horaires = { mardi: { ouverture_matin: '07:00', fermeture_matin: '13:00', ouverture_apm: '15:00', fermeture_apm: '19:30' } };

  it('keeps the ranges of checked days only, Monday first', () => {
    const week = toWeekRanges({ mardi: true }, horaires);
    expect(week).toHaveLength(7);
    expect(rangesOfDay(week, 'mardi')).toEqual([
      { open: 420, close: 780 },
      { open: 900, close: 1170 },
    ]);
    expect(rangesOfDay(week, 'lundi')).toEqual([]);
    expect(toWeekRanges({ mardi: false }, horaires)[1]).toEqual([]);
  });

  it('is read on the Paris clock by the status: open at the opening minute, closed at the closing one', () => {
    const input = {
      week: toWeekRanges({ mardi: true }, horaires),
      code_postal: '75004',
      jours_feries: null,
      fermetures: [],
      horaires_speciaux: [],
    };
    // Tuesday 2026-11-24, Paris is UTC+1 in November.
    const isOpen = (iso: string) => getOpeningStatus(input, new Date(iso)).isOpen;
    expect(isOpen('2026-11-24T05:59:00Z')).toBe(false);
    expect(isOpen('2026-11-24T06:00:00Z')).toBe(true);
    expect(isOpen('2026-11-24T12:00:00Z')).toBe(false);
    expect(isOpen('2026-11-24T18:29:00Z')).toBe(true);
    expect(isOpen('2026-11-24T18:30:00Z')).toBe(false);
  });
});
