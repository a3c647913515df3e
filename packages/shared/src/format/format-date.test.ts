import { describe, expect, it } from 'vitest';
import { formatDateFr } from './format-date.js';

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
