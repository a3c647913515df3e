import { REPORT_TYPE_LABELS, formatReportAge, formatReportLine, reportsInForce, type TProBakeryReport } from '@fournil/shared';
import { useId } from 'react';
import { Badge, ErrorBox, LoadingText } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { visitorReportNotes } from '@/lib/visitor-report-notes';
import { useBakeryReports } from '../api/get-bakery-reports';

export const VISITOR_REPORTS_PANEL_TITLE = 'Signalements des visiteurs';
export const VISITOR_REPORTS_EMPTY = 'Aucun signalement ces dernières 24 heures.';
const HINT =
  'Ce que les visiteurs ont signalé sur place ces dernières 24 heures (« Il reste du pain ? »). Votre propre indication l’emporte toujours tant qu’elle date de l’ouverture en cours.';

const epoch = (iso: string) => Date.parse(iso) / 1000;

function ReportItem({ report, now }: { report: TProBakeryReport; now: Date }) {
  return (
    <li className="pro-reports__item">
      <span className="pro-reports__type">{REPORT_TYPE_LABELS[report.type]}</span>
      <span className="pro-reports__age">{formatReportAge(epoch(report.created_at), now)}</span>
      {report.en_vigueur ? <Badge tone="info">Affiché aux visiteurs</Badge> : null}
    </li>
  );
}

/**
 * « Signalements des visiteurs » on the owner's bakery screen (docs/visitor-reports.md, "The
 * screens"): what the card shows of the reports now, and the recent reports with their type and age.
 */
export function VisitorReportsPanel({ bakeryId }: { bakeryId: number }) {
  const titleId = useId();
  const query = useBakeryReports(bakeryId);
  const now = useNow();

  let content;
  if (query.isPending) content = <LoadingText>Chargement des signalements…</LoadingText>;
  else if (query.isError) content = <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  else {
    const { pain } = reportsInForce(query.data.signalements, now);
    const notes = visitorReportNotes(query.data, now);
    content = (
      <>
        {pain ? (
          <p className="pro-reports__summary" data-testid="pro-reports-summary">
            Affiché en ce moment : {REPORT_TYPE_LABELS[pain.valeur ? 'pain' : 'plus_de_pain']}. {formatReportLine(pain, now)}.
          </p>
        ) : null}
        {notes.closed ? <p className="pro-reports__warning">{notes.closed}.</p> : null}
        {query.data.recents.length === 0 ? (
          <p className="pro-section__hint">{VISITOR_REPORTS_EMPTY}</p>
        ) : (
          <ul className="pro-reports__list" aria-label="Signalements récents">
            {query.data.recents.map((report) => (
              <ReportItem key={report.id} report={report} now={now} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="pro-section" aria-labelledby={titleId}>
      <h2 className="pro-section__title" id={titleId}>
        {VISITOR_REPORTS_PANEL_TITLE}
      </h2>
      <p className="pro-section__hint">{HINT}</p>
      {content}
    </section>
  );
}
