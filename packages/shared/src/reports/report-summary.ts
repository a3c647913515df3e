// The visitors' reports as a card and a detail show them (docs/visitor-reports.md),
// written once as pure functions: which reports are in force, their summary, and the bread a card
// shows. The server builds the cards with them; a browser may too. No zod (decision 009).
import { REPORT_RULES, type TReportType } from './reports-constants.js';
import type { TBreadReports, TClosedReports, TVisitorReports } from './reports.schemas.js';

/** One report as the summary reads it: epoch seconds, and an opaque key telling visitors apart. */
export type TReportFact = { type: TReportType; at: number; expire: number; visitor: string; duringOpening: boolean };

export type TReportSummaryInput = {
  reports: readonly TReportFact[];
  /** The time of the bakery's bread flag (`disponibilite_pain_maj`), null for a listing nobody told: reports older than it do not count. */
  flagAt: number | null;
  /** Epoch seconds. */
  now: number;
};

/** The reports in force: not expired, made after the baker's last word (the flag's time). */
function inForce({ reports, flagAt, now }: TReportSummaryInput): TReportFact[] {
  return reports.filter((report) => report.expire > now && (flagAt === null || report.at > flagAt)).sort((a, b) => a.at - b.at);
}

/** `pain`: the newest bread report decides; `nombre` counts the different visitors agreeing since the last report of the other value. */
function breadSummary(reports: readonly TReportFact[]): TBreadReports | null {
  const bread = reports.filter((report) => report.type !== 'ferme');
  const newest = bread.at(-1);
  if (!newest) return null;
  // In the order they were made (the sort is stable: reports of the same second keep the table's order).
  const lastOther = bread.findLastIndex((report) => report.type !== newest.type);
  const agreeing = bread.slice(lastOther + 1);
  return {
    valeur: newest.type === 'pain',
    nombre: new Set(agreeing.map((r) => r.visitor)).size,
    dernier: newest.at,
    expire: newest.expire,
  };
}

/** `ferme`: only when at least REPORT_RULES.closedReportsNeeded different visitors said so during opening hours; it lasts while that many are in force. */
function closedSummary(reports: readonly TReportFact[]): TClosedReports | null {
  const latestByVisitor = new Map<string, TReportFact>();
  for (const report of reports) if (report.type === 'ferme' && report.duringOpening) latestByVisitor.set(report.visitor, report);
  const latest = [...latestByVisitor.values()].sort((a, b) => b.at - a.at);
  const needed = latest[REPORT_RULES.closedReportsNeeded - 1];
  if (!needed) return null;
  return {
    nombre: latest.length,
    dernier: latest[0]!.at,
    expire: Math.min(...latest.slice(0, REPORT_RULES.closedReportsNeeded).map((r) => r.expire)),
  };
}

/** The summary a card and a detail carry. */
export function summariseReports(input: TReportSummaryInput): TVisitorReports {
  const reports = inForce(input);
  return { pain: breadSummary(reports), ferme: closedSummary(reports) };
}

/** When the summary may change by time alone: the earliest expiry among the reports in force (null: never). */
export function nextReportChange(input: TReportSummaryInput): number | null {
  const expiries = inForce(input).map((report) => report.expire);
  return expiries.length > 0 ? Math.min(...expiries) : null;
}

export type TShownBreadInput = {
  /** `disponibilite_pain` as the baker (or the reset at opening) set it; null on a listing nobody told. */
  flag: boolean | null;
  flagAt: number | null;
  /** Start of the bakery's current open period (epoch seconds), null when closed. */
  periodStart: number | null;
  pain: TBreadReports | null;
  now: number;
};

/**
 * The bread a card shows. A baker's own flag always wins while it is fresh: set (by the owner's or the
 * manager's toggle or edit form) after the start of the current open period. The reset at opening
 * stamps the period start itself, which is not the baker speaking, so it is not fresh. Otherwise the
 * visitors' reports in force decide, until they expire; without any, the flag.
 */
export function shownBread({ flag, flagAt, periodStart, pain, now }: TShownBreadInput): boolean | null {
  const isBakerFresh = flag !== null && flagAt !== null && periodStart !== null && flagAt > periodStart;
  if (isBakerFresh) return flag;
  if (pain && pain.expire > now) return pain.valeur;
  return flag;
}
