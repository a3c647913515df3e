import { describe, expect, it } from 'vitest';
import { shownBread, summariseReports, type TReportFact } from './report-summary.js';

const now = 1_800_000_000;
const report = (type: TReportFact['type'], minutesAgo: number, visitor: string, duringOpening = true): TReportFact => ({
  type,
  at: now - minutesAgo * 60,
  expire: now - minutesAgo * 60 + 7200,
  visitor,
  duringOpening,
});

describe('the summary of the reports in force', () => {
  it('lets the newest bread report decide and counts the visitors agreeing since the last other one', () => {
    const reports = [
      report('pain', 50, 'a'),
      report('plus_de_pain', 30, 'b'),
      report('plus_de_pain', 20, 'c'),
      report('plus_de_pain', 10, 'b'),
    ];
    expect(summariseReports({ reports, flagAt: null, now }).pain).toEqual({
      valeur: false,
      nombre: 2,
      dernier: now - 600,
      expire: now - 600 + 7200,
    });
  });

  it('keeps the order reports were made in within one second', () => {
    const reports = [report('pain', 1, 'a'), report('plus_de_pain', 1, 'b')];
    expect(summariseReports({ reports, flagAt: null, now }).pain).toMatchObject({ valeur: false, nombre: 1 });
  });

  it('drops expired reports and those older than the flag', () => {
    const old = { ...report('pain', 100, 'a'), expire: now - 1 };
    expect(summariseReports({ reports: [old], flagAt: null, now }).pain).toBeNull();
    expect(summariseReports({ reports: [report('pain', 10, 'a')], flagAt: now - 5 * 60, now }).pain).toBeNull();
    expect(summariseReports({ reports: [report('pain', 10, 'a')], flagAt: now - 15 * 60, now }).pain?.valeur).toBe(true);
  });

  it('shows « C’est fermé » only from two different visitors during opening hours', () => {
    expect(summariseReports({ reports: [report('ferme', 10, 'a'), report('ferme', 5, 'a')], flagAt: null, now }).ferme).toBeNull();
    expect(summariseReports({ reports: [report('ferme', 10, 'a'), report('ferme', 5, 'b', false)], flagAt: null, now }).ferme).toBeNull();
    expect(summariseReports({ reports: [report('ferme', 10, 'a'), report('ferme', 5, 'b')], flagAt: null, now }).ferme).toEqual({
      nombre: 2,
      dernier: now - 300,
      expire: now - 600 + 7200,
    });
  });
});

describe('the bread a card shows', () => {
  const periodStart = now - 3600;
  const pain = { valeur: false, nombre: 1, dernier: now - 60, expire: now + 3600 };
  it.each([
    ['a fresh baker flag wins over reports', { flag: true, flagAt: periodStart + 60, periodStart, pain }, true],
    ['the reset at opening is not the baker speaking', { flag: true, flagAt: periodStart, periodStart, pain }, false],
    ['a flag from an earlier period yields', { flag: true, flagAt: periodStart - 7200, periodStart, pain }, false],
    ['closed, the reports in force decide', { flag: true, flagAt: periodStart + 60, periodStart: null, pain }, false],
    ['a listing nobody told follows the reports', { flag: null, flagAt: null, periodStart, pain }, false],
    ['expired reports give the flag back', { flag: true, flagAt: periodStart, periodStart, pain: { ...pain, expire: now } }, true],
    ['no report: the flag, unknown stays unknown', { flag: null, flagAt: null, periodStart, pain: null }, null],
  ] as const)('%s', (_name, input, expected) => {
    expect(shownBread({ ...input, now })).toBe(expected);
  });
});
