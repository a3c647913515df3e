import { describe, expect, it } from 'vitest';
import { formatClosureLine } from './closure-line.js';

const IN_2026 = new Date('2026-07-01T10:00:00+02:00');

describe('formatClosureLine', () => {
  it('writes the days and the reason in a sentence', () => {
    expect(formatClosureLine({ debut: '2026-08-10', fin: '2026-08-31', motif: 'Congés annuels' }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 10 au 31 août : congés annuels',
    );
  });

  it('leaves the reason out when there is none', () => {
    expect(formatClosureLine({ debut: '2026-08-10', fin: '2026-08-31', motif: null }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 10 au 31 août',
    );
    expect(formatClosureLine({ debut: '2026-08-10', fin: '2026-08-31', motif: '  ' }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 10 au 31 août',
    );
  });

  it('names both months across months, and writes the 1st as an ordinal', () => {
    expect(formatClosureLine({ debut: '2026-07-28', fin: '2026-08-03', motif: 'Travaux' }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 28 juillet au 3 août : travaux',
    );
    expect(formatClosureLine({ debut: '2026-09-01', fin: '2026-09-05', motif: null }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 1er au 5 septembre',
    );
  });

  it('writes one day as « le »', () => {
    expect(formatClosureLine({ debut: '2026-09-15', fin: '2026-09-15', motif: 'Inventaire' }, IN_2026)).toBe(
      'Fermeture exceptionnelle le 15 septembre : inventaire',
    );
  });

  it('writes both years across years, and the year of a closure outside the current year', () => {
    expect(formatClosureLine({ debut: '2026-12-28', fin: '2027-01-03', motif: null }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 28 décembre 2026 au 3 janvier 2027',
    );
    expect(formatClosureLine({ debut: '2027-01-04', fin: '2027-01-09', motif: null }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 4 au 9 janvier 2027',
    );
  });

  it('keeps the capitals of an acronym', () => {
    expect(formatClosureLine({ debut: '2026-08-10', fin: '2026-08-11', motif: 'RTT' }, IN_2026)).toBe(
      'Fermeture exceptionnelle du 10 au 11 août : RTT',
    );
  });
});
