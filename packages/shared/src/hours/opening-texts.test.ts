import { describe, expect, it } from 'vitest';
import { formatTimeFr, reasonInSentence } from './opening-texts.js';

describe('formatTimeFr', () => {
  it('writes whole hours without minutes and other times with two-digit minutes', () => {
    expect(formatTimeFr(7 * 60)).toBe('7\u00a0h');
    expect(formatTimeFr(18 * 60 + 45)).toBe('18\u00a0h\u00a045');
    expect(formatTimeFr(7 * 60 + 5)).toBe('7\u00a0h\u00a005');
    expect(formatTimeFr(0)).toBe('0\u00a0h');
    expect(formatTimeFr(23 * 60 + 59)).toBe('23\u00a0h\u00a059');
  });
});

describe('reasonInSentence', () => {
  it('lower-cases the first letter of an ordinary word', () => {
    expect(reasonInSentence('Congés annuels')).toBe('congés annuels');
    expect(reasonInSentence('Épuisement des stocks')).toBe('épuisement des stocks');
    expect(reasonInSentence(' travaux ')).toBe('travaux');
  });

  it('keeps an acronym as it is', () => {
    expect(reasonInSentence('RTT')).toBe('RTT');
    expect(reasonInSentence('CAP du fils')).toBe('CAP du fils');
  });

  it('lower-cases a one-letter first word', () => {
    expect(reasonInSentence('À cause des travaux')).toBe('à cause des travaux');
  });
});
