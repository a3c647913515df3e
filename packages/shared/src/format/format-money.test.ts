import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-money.js';

/** Intl separates with U+00A0 / U+202F; compare with plain spaces. */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it('writes cents as French euros', () => {
    expect(plainSpaces(formatEuros(1500))).toBe('15,00 €');
    expect(plainSpaces(formatEuros(1200))).toBe('12,00 €');
    expect(plainSpaces(formatEuros(5))).toBe('0,05 €');
    expect(plainSpaces(formatEuros(123456))).toBe('1 234,56 €');
  });

  it('keeps a no-break space before the euro sign so it never wraps alone', () => {
    expect(formatEuros(1500)).toMatch(/^15,00[\u00a0\u202f]€$/);
  });
});
