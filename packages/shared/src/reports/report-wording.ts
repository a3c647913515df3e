// How a card and a bakery page word the visitors' reports (docs/visitor-reports.md): « Signalé par un
// visiteur il y a 12 min », « Signalé par 3 visiteurs il y a 5 min ». Without zod (decision 009).
// A summary past its `expire` is no longer in force: the reader drops it at once, before the server's
// next card arrives, as it computes the opening status itself (decision 014).
import { formatCount } from '../format/format-count.js';
import type { TBreadReports, TClosedReports, TVisitorReports } from './reports.schemas.js';

const MINUTE_S = 60;

/**
 * « Des visiteurs signalent que c’est fermé »: the warning beside a status, never the closed status.
 * Here rather than only in REPORT_MESSAGES (which reads it from here), so that the home page's first
 * load, which words cards, does not carry every message of the reports (decision 009).
 */
export const CLOSED_BY_VISITORS = 'Des visiteurs signalent que c’est fermé';

/** « à l’instant », « il y a 12 min », « il y a 1 h 05 »: a report lives 2 hours at most. */
export function formatReportAge(reportedAt: number, now: Date): string {
  const minutes = Math.floor((now.getTime() / 1000 - reportedAt) / MINUTE_S);
  if (minutes < 1) return 'à l’instant';
  if (minutes < 60) return `il y a ${minutes} min`;
  return `il y a ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** « Signalé par un visiteur il y a 12 min », « Signalé par 3 visiteurs à l’instant ». */
export function formatReportLine(reports: Pick<TBreadReports, 'nombre' | 'dernier'>, now: Date): string {
  const who = reports.nombre === 1 ? 'un visiteur' : `${formatCount(reports.nombre)} visiteurs`;
  return `Signalé par ${who} ${formatReportAge(reports.dernier, now)}`;
}

function inForce<T extends { expire: number }>(summary: T | null | undefined, now: Date): T | null {
  return summary && summary.expire * 1000 > now.getTime() ? summary : null;
}

/** The reports still in force at `now` (expired summaries dropped); null fields when none. */
export function reportsInForce(
  reports: TVisitorReports | null | undefined,
  now: Date,
): { pain: TBreadReports | null; ferme: TClosedReports | null } {
  return { pain: inForce(reports?.pain, now), ferme: inForce(reports?.ferme, now) };
}
