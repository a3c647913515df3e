import type { TReportNotes } from '@/lib/visitor-report-notes';
import { cx } from '@/lib/cx';
import './visitor-report-notes.css';

/**
 * The visitors' word beside a bakery's status (docs/visitor-reports.md, "The screens"): the bread
 * line in the muted type of the freshness lines, the closed warning with an amber mark. Spans, so
 * that it fits inside a card's link as well as on the bakery page.
 */
export function VisitorReportNotes({ notes, className }: { notes: TReportNotes; className?: string }) {
  if (!notes.bread && !notes.closed) return null;
  return (
    <span className={cx('visitor-report-notes', className)} data-testid="visitor-report-notes">
      {notes.bread ? (
        <span className="visitor-report-notes__bread" data-testid="visitor-report-line">
          {notes.bread}
        </span>
      ) : null}
      {notes.closed ? (
        <span className="visitor-report-notes__closed" data-testid="visitor-report-closed">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M8 1.5 15 14H1L8 1.5Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            <path d="M8 6v3.6M8 11.4v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {notes.closed}
        </span>
      ) : null}
    </span>
  );
}
