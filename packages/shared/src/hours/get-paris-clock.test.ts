import { describe, expect, it } from 'vitest';
import { getParisClock } from './get-paris-clock.js';

describe('getParisClock', () => {
  it('reads winter time as UTC+1', () => {
    expect(getParisClock(new Date('2026-01-15T06:00:00Z'))).toEqual({ day: 'jeudi', minutes: 7 * 60, hhmm: '07:00' });
  });

  it('reads summer time as UTC+2', () => {
    expect(getParisClock(new Date('2026-07-14T10:15:00Z'))).toEqual({ day: 'mardi', minutes: 12 * 60 + 15, hhmm: '12:15' });
  });

  it('jumps from 01:59 to 03:00 on the spring DST switch (2026-03-29)', () => {
    expect(getParisClock(new Date('2026-03-29T00:59:00Z')).hhmm).toBe('01:59');
    expect(getParisClock(new Date('2026-03-29T01:00:00Z')).hhmm).toBe('03:00');
    expect(getParisClock(new Date('2026-03-29T06:30:00Z'))).toEqual({ day: 'dimanche', minutes: 510, hhmm: '08:30' });
  });

  it('goes back from 02:59 to 02:00 on the autumn DST switch (2026-10-25)', () => {
    expect(getParisClock(new Date('2026-10-25T00:59:00Z')).hhmm).toBe('02:59');
    expect(getParisClock(new Date('2026-10-25T01:00:00Z')).hhmm).toBe('02:00');
    expect(getParisClock(new Date('2026-10-25T06:30:00Z'))).toEqual({ day: 'dimanche', minutes: 450, hhmm: '07:30' });
  });

  it('uses the Paris day, not the UTC day, around midnight', () => {
    // 23:30 UTC on Sunday is already 00:30 on Monday in Paris (winter).
    expect(getParisClock(new Date('2026-02-01T23:30:00Z'))).toEqual({ day: 'lundi', minutes: 30, hhmm: '00:30' });
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(getParisClock(new Date('2026-02-01T23:00:00Z')).hhmm).toBe('00:00');
  });
});
