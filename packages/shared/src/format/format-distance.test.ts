import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatKm } from './format-distance.js';

describe('formatKm', () => {
  it('writes kilometres the French way with exactly 2 decimals', () => {
    expect(formatKm(1.25)).toBe('1,25 km');
    expect(formatKm(0.5)).toBe('0,50 km');
    expect(formatKm(2)).toBe('2,00 km');
    expect(formatKm(1.005)).toMatch(/^1,0[01] km$/);
  });

  it('separates thousands with a narrow no-break space (U+202F), as Intl does', () => {
    expect(formatKm(1234.5)).toBe('1\u202f234,50 km');
  });
});

describe('formatCoordinate', () => {
  it('writes 7 decimals with a French comma', () => {
    expect(formatCoordinate(48.8534)).toBe('48,8534000');
    expect(formatCoordinate(-2.3488)).toBe('-2,3488000');
    expect(formatCoordinate(2.123456789)).toBe('2,1234568');
  });

  it('reads numeric strings and returns an empty string for missing values', () => {
    expect(formatCoordinate('48.85')).toBe('48,8500000');
    expect(formatCoordinate(null)).toBe('');
    expect(formatCoordinate(undefined)).toBe('');
    expect(formatCoordinate('')).toBe('');
    expect(formatCoordinate('abc')).toBe('');
  });
});
