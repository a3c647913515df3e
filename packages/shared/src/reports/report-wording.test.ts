import { describe, expect, it } from 'vitest';
import { formatReportAge, formatReportLine, reportsInForce } from './report-wording.js';

const now = new Date('2026-12-02T10:00:00Z');
const secondsAgo = (s: number) => now.getTime() / 1000 - s;

describe('report wording', () => {
  it('words the age of a report', () => {
    expect(formatReportAge(secondsAgo(20), now)).toBe('à l’instant');
    expect(formatReportAge(secondsAgo(12 * 60 + 30), now)).toBe('il y a 12 min');
    expect(formatReportAge(secondsAgo(65 * 60), now)).toBe('il y a 1 h 05');
  });

  it('says one visitor or how many', () => {
    expect(formatReportLine({ nombre: 1, dernier: secondsAgo(12 * 60) }, now)).toBe('Signalé par un visiteur il y a 12 min');
    expect(formatReportLine({ nombre: 3, dernier: secondsAgo(5 * 60) }, now)).toBe('Signalé par 3 visiteurs il y a 5 min');
  });

  it('drops what has expired', () => {
    const pain = { valeur: false, nombre: 1, dernier: secondsAgo(600), expire: secondsAgo(-60) };
    const ferme = { nombre: 2, dernier: secondsAgo(600), expire: secondsAgo(1) };
    expect(reportsInForce({ pain, ferme }, now)).toEqual({ pain, ferme: null });
    expect(reportsInForce(null, now)).toEqual({ pain: null, ferme: null });
  });
});
