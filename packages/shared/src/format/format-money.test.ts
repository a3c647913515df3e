import { describe, expect, it } from 'vitest';
import { formatAmountEuroPlain, formatEuros, formatPromoApplied } from './format-money.js';

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

describe('plain amounts of the unlock screen and promo line', () => {
  it('writes cents with a dot and 2 decimals', () => {
    expect(formatAmountEuroPlain(1500)).toBe('15.00');
    expect(formatAmountEuroPlain(1234)).toBe('12.34');
    expect(formatAmountEuroPlain(0)).toBe('0.00');
  });

  it('announces an applied promo code as in the spec', () => {
    expect(formatPromoApplied(300)).toBe('Code appliqué : -3.00 €');
    expect(formatPromoApplied(1500)).toBe('Code appliqué : -15.00 €');
  });
});
