import { CLOSED_BY_VISITORS, formatReportLine, reportsInForce, type TVisitorReports } from '@fournil/shared';

// What a card and a bakery page say of the visitors' reports (docs/visitor-reports.md, "The screens"),
// at `now`: the age ticks with the page's minute clock (lib/use-now.ts) and a summary past its `expire`
// is dropped at once, before the server's next card. Here, below the features, because the home cards,
// the favourites and the bakery page all show it. Only the wording functions, never REPORT_MESSAGES:
// this runs in the first load of '/' (scripts/check-bundle-budget.mjs).

/** What the reports add beside a bakery's status; null fields when nothing is in force. */
export type TReportNotes = {
  /** « Signalé par un visiteur il y a 12 min », « Signalé par 3 visiteurs il y a 5 min ». */
  bread: string | null;
  /** « Des visiteurs signalent que c’est fermé »: a warning, never the closed status. */
  closed: string | null;
};

/** A card or a detail as it reaches the page: one cached before the reports existed has no `signalements`. */
export type TWithReports = { signalements?: TVisitorReports | null | undefined };

export const NO_REPORT_NOTES: TReportNotes = { bread: null, closed: null };

export function visitorReportNotes(bakery: TWithReports, now: Date): TReportNotes {
  const { pain, ferme } = reportsInForce(bakery.signalements, now);
  return {
    bread: pain ? formatReportLine(pain, now) : null,
    // The server sends `ferme` only once two different visitors said it during opening hours
    // (summariseReports): the page shows what it is sent, until its expiry.
    closed: ferme ? CLOSED_BY_VISITORS : null,
  };
}
