import { REPORT_BUTTONS, REPORT_HINT, REPORT_QUESTION, type TReportType } from '@fournil/shared';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSendReport } from '../hooks/use-send-report';
import { REPORT_SENDING_MESSAGE } from '../lib/report-messages';
import '../visitor-reports.css';

export type ReportBlockProps = {
  bakeryId: number;
  /** Called after a report was accepted (the page asks its detail again, in case the live feed is down). */
  onSent?: () => void;
};

/**
 * « Il reste du pain ? » on a bakery page (docs/visitor-reports.md, "The screens"): three buttons, one
 * tap each, no account. While a report is on its way every button refuses another tap: they stay
 * focusable (`aria-disabled`, not `disabled`), so the keyboard focus stays on the tapped one.
 */
export function ReportBlock({ bakeryId, onSent }: ReportBlockProps) {
  const { busyType, notice, send } = useSendReport(bakeryId, onSent);
  const titleId = useId();
  const isBusy = busyType !== null;

  function tap(type: TReportType) {
    if (!isBusy) void send(type);
  }

  return (
    <section className="visitor-report" aria-labelledby={titleId}>
      <h2 className="visitor-report__title" id={titleId}>
        {REPORT_QUESTION}
      </h2>
      <p className="visitor-report__hint">{REPORT_HINT}</p>
      <div className="visitor-report__buttons">
        {REPORT_BUTTONS.map((button) => (
          <button
            key={button.type}
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' }, `visitor-report__button visitor-report__button--${button.type}`)}
            aria-disabled={isBusy || undefined}
            aria-busy={busyType === button.type || undefined}
            onClick={() => tap(button.type)}
          >
            {busyType === button.type ? <Spinner /> : null}
            {button.label}
          </button>
        ))}
      </div>
      {/* Polite: said once the visitor's tap has been answered, without taking the focus. */}
      <p
        className={notice ? `visitor-report__notice visitor-report__notice--${notice.tone}` : 'visitor-report__notice'}
        role="status"
        data-testid="report-notice"
      >
        {isBusy ? REPORT_SENDING_MESSAGE : notice?.text}
      </p>
    </section>
  );
}
