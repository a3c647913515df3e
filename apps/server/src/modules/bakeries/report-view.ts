// What a card and a detail show of the visitors' reports (docs/visitor-reports.md): the summary of the
// reports in force and the bread shown, by the shared rules (packages/shared/src/reports/report-summary.ts),
// and when that may change by time alone, so that the in-memory card is rebuilt then (nearby-cards.ts).
import {
  currentOpenPeriodStart,
  nextReportChange,
  shownBread,
  summariseReports,
  type TOpeningInput,
  type TReportFact,
  type TVisitorReports,
} from '@fournil/shared';
import type { CardReport } from './repository.js';

export type ReportView = {
  signalements: TVisitorReports;
  /** `disponibilite_pain` as shown: the reports' word unless the baker's own flag is fresh. */
  disponibilitePain: boolean | null;
  /** Epoch ms of the earliest expiry among the reports in force: the card must be rebuilt then (null: never). */
  refreshAt: number | null;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The summary as a card and a detail carry it: null when no report is in force (the card is byte-budgeted). */
export function shownSummary(summary: TVisitorReports): TVisitorReports | null {
  return summary.pain || summary.ferme ? summary : null;
}

export function reportFacts(rows: readonly CardReport[]): TReportFact[] {
  return rows.map(([type, at, expire, visitor, duringOpening]) => ({
    type,
    at: Number(at),
    expire: Number(expire),
    visitor,
    duringOpening,
  }));
}

export function reportView(
  rows: readonly CardReport[],
  bakery: { flag: boolean | null; flagAt: Date | null; opening: TOpeningInput },
  now: Date,
): ReportView {
  // Most bakeries have no report in force: no opening status to compute for them (every card is built at start).
  if (rows.length === 0) return { signalements: { pain: null, ferme: null }, disponibilitePain: bakery.flag, refreshAt: null };
  const flagAt = bakery.flagAt ? seconds(bakery.flagAt) : null;
  const input = { reports: reportFacts(rows), flagAt, now: seconds(now) };
  const signalements = summariseReports(input);
  const periodStart = currentOpenPeriodStart(bakery.opening, now);
  const next = nextReportChange(input);
  return {
    signalements,
    disponibilitePain: shownBread({
      flag: bakery.flag,
      flagAt,
      periodStart: periodStart ? seconds(periodStart) : null,
      pain: signalements.pain,
      now: seconds(now),
    }),
    refreshAt: next === null ? null : next * 1000,
  };
}
