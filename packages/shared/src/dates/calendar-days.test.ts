import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDayMonthFr, weekdayOf } from './calendar-days.js';

describe('calendar days', () => {
  it('adds days across months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
  });

  it('knows the weekday whatever the time zone of the machine', () => {
    expect(weekdayOf('2026-11-26')).toBe('jeudi');
    expect(weekdayOf('2026-11-29')).toBe('dimanche');
    expect(weekdayOf('2026-11-30')).toBe('lundi');
  });

  it('writes the French day and month, the first as « 1er », and the year on demand', () => {
    expect(formatDayMonthFr('2026-08-31')).toBe('31 août');
    expect(formatDayMonthFr('2026-09-01')).toBe('1er septembre');
    expect(formatDayMonthFr('2027-01-04', true)).toBe('4 janvier 2027');
  });
});
