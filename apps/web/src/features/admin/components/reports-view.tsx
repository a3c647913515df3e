import {
  REPORT_TYPE_LABELS,
  formatReportAge,
  formatShortDateTimeFr,
  type TAdminClosedListing,
  type TAdminReport,
  type TReportBlockScope,
} from '@fournil/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, ConfirmAction } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { useAdminReports, useReportModeration } from '../api/reports';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';

// /admin/signalements (docs/visitor-reports.md, "The screens"): what visitors reported in the last
// 7 days, the listings that visitors say are closed, and the two remedies staff have: clear a report
// (it no longer counts anywhere) and block who sent it (their reports in force are cleared too).

type TNotice = { text: string; tone: 'success' | 'error' };

const epoch = (iso: string) => Date.parse(iso) / 1000;

function ClosedListings({ listings, now }: { listings: TAdminClosedListing[]; now: Date }) {
  return (
    <section className="admin-reports__queue" aria-labelledby="admin-reports-closed">
      <h3 id="admin-reports-closed" className="admin-reports__subtitle">
        Fiches signalées fermées
      </h3>
      {listings.length === 0 ? (
        <p className="admin-muted">Aucune fiche signalée fermée en ce moment.</p>
      ) : (
        <ul className="admin-reports__closed">
          {listings.map((listing) => (
            <li key={listing.bakery_id}>
              <Link to={paths.bakery.getHref(listing.bakery_id)}>{listing.bakery_name}</Link> : {listing.nombre} visiteurs, le dernier{' '}
              {formatReportAge(epoch(listing.dernier), now)} (jusqu’au {formatShortDateTimeFr(listing.expire)})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportActions({ report, onNotice }: { report: TAdminReport; onNotice: (notice: TNotice) => void }) {
  const { clear, block } = useReportModeration();
  const [scope, setScope] = useState<TReportBlockScope | null>(null);
  const done = (message: string) => onNotice({ text: message, tone: 'success' });
  const failed = (error: unknown) => onNotice({ text: errorMessage(error), tone: 'error' });
  const blockAs = (portee: TReportBlockScope) => {
    setScope(portee);
    block.mutate({ signalement_id: report.id, portee }, { onSuccess: (result) => done(result.message), onError: failed });
  };
  const what = `signalement « ${REPORT_TYPE_LABELS[report.type]} » sur ${report.bakery_name}`;
  return (
    <div className="admin-reports__actions">
      {report.cleared_at === null ? (
        <ConfirmAction
          label="Effacer"
          ariaLabel={`Effacer le ${what}`}
          question="Effacer ce signalement ? Il ne comptera plus nulle part."
          isPending={clear.isPending}
          onConfirm={() => clear.mutate(report.id, { onSuccess: (result) => done(result.message), onError: failed })}
        />
      ) : null}
      {report.bloque ? null : (
        <>
          <ConfirmAction
            label="Bloquer"
            ariaLabel={`Bloquer l’auteur du ${what}`}
            question="Bloquer ce visiteur ? Ses signalements en vigueur sont effacés et les suivants refusés."
            isPending={block.isPending && scope === 'visiteur'}
            onConfirm={() => blockAs('visiteur')}
          />
          <ConfirmAction
            label="Bloquer l’adresse"
            ariaLabel={`Bloquer l’adresse du ${what}`}
            question="Bloquer l’adresse de ce visiteur ? Tous les signalements venant de cette adresse seront refusés."
            isPending={block.isPending && scope === 'adresse'}
            onConfirm={() => blockAs('adresse')}
          />
        </>
      )}
    </div>
  );
}

function columns(now: Date, onNotice: (notice: TNotice) => void): TColumn<TAdminReport>[] {
  return [
    {
      id: 'created_at',
      label: 'Quand',
      isRowHeader: true,
      render: (report) => (
        <>
          {formatShortDateTimeFr(report.created_at)} <span className="admin-muted">({formatReportAge(epoch(report.created_at), now)})</span>
        </>
      ),
    },
    {
      id: 'bakery',
      label: 'Boulangerie',
      className: 'admin-table__wrap',
      render: (report) => (
        <>
          <Link to={paths.bakery.getHref(report.bakery_id)}>{report.bakery_name}</Link>
          {report.revendiquee ? null : <span className="admin-muted"> (fiche non revendiquée)</span>}
        </>
      ),
    },
    { id: 'type', label: 'Signalement', render: (report) => REPORT_TYPE_LABELS[report.type] },
    {
      id: 'visitor',
      label: 'Visiteur',
      render: (report) => (
        <>
          <code>{report.visiteur}</code> {report.bloque ? <Badge tone="danger">Bloqué</Badge> : null}
        </>
      ),
    },
    {
      id: 'state',
      label: 'État',
      render: (report) => {
        if (report.cleared_at !== null) return <Badge>Effacé le {formatShortDateTimeFr(report.cleared_at)}</Badge>;
        if (epoch(report.expires_at) * 1000 <= now.getTime()) return <Badge>Expiré</Badge>;
        return <Badge tone="info">En vigueur jusqu’au {formatShortDateTimeFr(report.expires_at)}</Badge>;
      },
    },
    { id: 'actions', label: 'Actions', render: (report) => <ReportActions report={report} onNotice={onNotice} /> },
  ];
}

/** /admin/signalements: the visitors' reports, newest first, and the listings reported closed. */
export function ReportsView() {
  useDocumentTitle('Signalements · Administration');
  const params = useListParams();
  const query = useAdminReports(params.query);
  const now = useNow();
  const [notice, setNotice] = useState<TNotice | null>(null);
  return (
    <section>
      <SectionHeader title="Signalements">
        Ce que les visiteurs ont signalé ces 7 derniers jours (« Il reste du pain ? »). Effacer retire un signalement ; bloquer refuse ceux
        d’un visiteur ou d’une adresse.
      </SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher (nom de la boulangerie)" value={params.q} onSearch={params.setQuery} />
      </div>
      <p className={notice ? `admin-reports__notice admin-reports__notice--${notice.tone}` : 'admin-reports__notice'} role="status">
        {notice?.text}
      </p>
      {query.data ? <ClosedListings listings={query.data.fermetures} now={now} /> : null}
      <ListView
        query={query}
        params={params}
        loadingText="Chargement des signalements…"
        emptyText="Aucun signalement ces 7 derniers jours."
      >
        {(rows) => (
          <AdminTable caption="Signalements des visiteurs" columns={columns(now, setNotice)} rows={rows} rowKey={(report) => report.id} />
        )}
      </ListView>
    </section>
  );
}
