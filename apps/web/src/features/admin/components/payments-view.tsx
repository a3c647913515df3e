import {
  ADMIN_PAYMENT_PURPOSE_LABELS,
  ADMIN_PAYMENT_PURPOSES,
  ADMIN_PAYMENT_SORTS,
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PAYMENT_STATUSES,
  formatEuros,
  formatMonthFr,
  formatShortDateTimeFr,
  parisDay,
  type TAdminPayment,
  type TAdminPaymentMonth,
} from '@fournil/shared';
import { useMemo, useState } from 'react';
import { Badge, Button, EmptyState, ErrorBox, LoadingText, type BadgeTone } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportPaymentsCsv, useAdminPayments, usePaymentTotals } from '../api/payments';
import type { TListQueryValues } from '../api/admin-list';
import { useListParams } from '../hooks/use-list-params';
import { downloadText, withByteOrderMark } from '@/lib/download';
import { AdminTable, type TColumn } from './admin-table';
import { FilterField } from './filter-field';
import { InvoicesExport } from './invoices-export';
import { ListView } from './list-view';
import { PaymentDocuments } from './payment-documents';
import { RefundAction } from './refund-action';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';
import { SelectFilter } from './select-filter';

const [CREATED_AT, AMOUNT, COMPLETED_AT] = ADMIN_PAYMENT_SORTS;

/** The payment providers of the server (providers/payments), in French: the real one and the offline one. */
const PROVIDER_LABELS: Record<string, string> = { stripe: 'Stripe', simulated: 'Simulé' };
/** A provider the list does not know yet keeps its own name rather than nothing. */
export const providerLabel = (provider: string): string => PROVIDER_LABELS[provider] ?? provider;
const PROVIDER_OPTIONS = [{ value: '', label: 'Tous' }, ...Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }))];
const STATUS_OPTIONS = [
  { value: '', label: 'Tous' },
  ...ADMIN_PAYMENT_STATUSES.map((value) => ({ value, label: ADMIN_PAYMENT_STATUS_LABELS[value] })),
];
const PURPOSE_OPTIONS = [
  { value: '', label: 'Tous' },
  ...ADMIN_PAYMENT_PURPOSES.map((value) => ({ value, label: ADMIN_PAYMENT_PURPOSE_LABELS[value] })),
];
const STATUS_TONES: Record<TAdminPayment['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

/** The session's status, then what happened to the money since: refunded (all or part), disputed. */
function PaymentStatus({ payment }: { payment: TAdminPayment }) {
  const { ledger } = payment;
  return (
    <span className="admin-badges">
      <Badge tone={STATUS_TONES[payment.status]}>{ADMIN_PAYMENT_STATUS_LABELS[payment.status]}</Badge>
      {ledger && ledger.refunded_cents > 0 ? (
        <Badge tone="info">{ledger.refundable_cents === 0 ? 'Remboursé' : 'Remboursé en partie'}</Badge>
      ) : null}
      {ledger?.disputed_at ? <Badge tone="danger">Litige</Badge> : null}
    </span>
  );
}
const FILTERS = { provider: '', status: '', purpose: '', from: '', to: '' };

const COLUMNS: TColumn<TAdminPayment>[] = [
  {
    id: 'created_at',
    label: 'Créé le',
    sortKey: CREATED_AT,
    isRowHeader: true,
    render: (payment) => formatShortDateTimeFr(payment.created_at),
  },
  {
    id: 'provider',
    label: 'Prestataire',
    render: (payment) => (
      <>
        {providerLabel(payment.provider)}
        <span className="admin-table__sub admin-table__ref">{payment.provider_session_id}</span>
      </>
    ),
  },
  { id: 'status', label: 'Statut', render: (payment) => <PaymentStatus payment={payment} /> },
  {
    id: 'purpose',
    label: 'Objet (boulangerie, mois)',
    render: (payment) => (
      <>
        {ADMIN_PAYMENT_PURPOSE_LABELS[payment.purpose]}
        {/* A subscription renewal has no checkout: the reference above is its invoice at the provider. */}
        {payment.source === 'renewal' ? <span className="admin-table__sub">Renouvellement</span> : null}
        {/* The bakery and its month under the purpose: fewer columns, so the table fits 1280 px. */}
        {payment.boulangerie ? <span className="admin-table__sub">{payment.boulangerie.nom}</span> : null}
        {payment.period ? <span className="admin-table__sub">{formatMonthFr(payment.period)}</span> : null}
      </>
    ),
  },
  {
    id: 'amount',
    label: 'Montant',
    sortKey: AMOUNT,
    className: 'admin-table__amount',
    render: (payment) => (
      <>
        {formatEuros(payment.amount_cents)}
        {payment.promo_code ? <span className="admin-table__sub">Code {payment.promo_code}</span> : null}
        {payment.ledger && payment.ledger.refunded_cents > 0 ? (
          <span className="admin-table__sub">{`Remboursé : ${formatEuros(payment.ledger.refunded_cents)}`}</span>
        ) : null}
        {payment.ledger?.disputed_at ? (
          <span className="admin-table__sub">{`Litige ouvert le ${formatShortDateTimeFr(payment.ledger.disputed_at)}`}</span>
        ) : null}
      </>
    ),
  },
  { id: 'user', label: 'Compte', className: 'admin-table__wrap', render: (payment) => payment.user?.email ?? '—' },
  { id: 'completed_at', label: 'Payé le', sortKey: COMPLETED_AT, render: (payment) => formatShortDateTimeFr(payment.completed_at) || '—' },
  { id: 'documents', label: 'Factures et avoirs', render: (payment) => <PaymentDocuments ledger={payment.ledger} /> },
  { id: 'refund', label: 'Remboursement', render: (payment) => (payment.ledger ? <RefundAction ledger={payment.ledger} /> : '—') },
];

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label={label}>
      {(id) => <input id={id} type="date" className="field__input" value={value} onChange={(event) => onChange(event.target.value)} />}
    </FilterField>
  );
}

function MonthlyTotals({ filters }: { filters: TListQueryValues }) {
  const totals = usePaymentTotals(filters);
  return (
    <section className="admin-subsection" aria-labelledby="admin-totals-title">
      <h3 id="admin-totals-title" className="admin-subsection__title">
        Encaissé par mois
      </h3>
      {totals.isPending ? (
        <LoadingText>Calcul des totaux…</LoadingText>
      ) : totals.isError ? (
        <ErrorBox onRetry={() => void totals.refetch()}>{errorMessage(totals.error)}</ErrorBox>
      ) : totals.data.length === 0 ? (
        <EmptyState compact>Aucun paiement encaissé pour ces filtres.</EmptyState>
      ) : (
        <AdminTable<TAdminPaymentMonth>
          caption="Montants payés par mois"
          rows={totals.data}
          rowKey={(month) => month.month}
          columns={[
            { id: 'month', label: 'Mois', isRowHeader: true, render: (month) => formatMonthFr(month.month) },
            { id: 'count', label: 'Paiements', render: (month) => month.paid_count },
            { id: 'amount', label: 'Montant payé', className: 'admin-table__amount', render: (month) => formatEuros(month.paid_cents) },
          ]}
        />
      )}
    </section>
  );
}

function ExportButton({ filters }: { filters: TListQueryValues }) {
  const [isExporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setExporting(true);
    setError(null);
    try {
      const csv = await exportPaymentsCsv(filters);
      // The server names the file after the Paris day; the header is not readable through apiFetch.
      downloadText(withByteOrderMark(csv), `paiements-${parisDay(new Date())}.csv`, 'text/csv;charset=utf-8');
    } catch (exportError) {
      setError(errorMessage(exportError));
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      <Button size="sm" variant="secondary" isLoading={isExporting} onClick={() => void run()}>
        Exporter en CSV
      </Button>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
    </>
  );
}

/**
 * /admin/paiements: payment sessions and subscription renewals (docs/back-office.md, "Payments"),
 * filtered by provider, status, purpose and dates, each with its
 * invoice and credit notes and « Rembourser »; monthly totals; CSV export; the month's invoices.
 */
export function PaymentsView() {
  useDocumentTitle('Paiements · Administration');
  const params = useListParams({ defaultSort: `-${CREATED_AT}`, filters: FILTERS });
  const query = useAdminPayments(params.query);
  const { filters, q, sort } = params;
  // The totals and the export cover every row the list's filters keep (no paging).
  const filterValues = useMemo<TListQueryValues>(() => ({ ...filters, q: q || undefined }), [filters, q]);
  const exportValues = useMemo<TListQueryValues>(() => ({ ...filterValues, sort }), [filterValues, sort]);
  return (
    <section>
      <SectionHeader title="Paiements" actions={<ExportButton filters={exportValues} />}>
        Les sessions de paiement, quel que soit leur statut, et les renouvellements d’abonnement. Les dates sont des jours de Paris.
      </SectionHeader>
      <div className="admin-toolbar admin-toolbar--wrap">
        <SearchBox label="Rechercher (e-mail, référence, code, boulangerie)" value={params.q} onSearch={params.setQuery} />
        <SelectFilter
          label="Prestataire"
          value={filters.provider}
          options={PROVIDER_OPTIONS}
          onChange={(value) => params.setFilter('provider', value)}
        />
        <SelectFilter
          label="Statut"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => params.setFilter('status', value)}
        />
        <SelectFilter
          label="Objet"
          value={filters.purpose}
          options={PURPOSE_OPTIONS}
          onChange={(value) => params.setFilter('purpose', value)}
        />
        <DateFilter label="Du" value={filters.from} onChange={(value) => params.setFilter('from', value)} />
        <DateFilter label="Au" value={filters.to} onChange={(value) => params.setFilter('to', value)} />
      </div>
      <ListView
        query={query}
        params={params}
        loadingText="Chargement des paiements…"
        emptyText="Aucun paiement ne correspond à ces filtres."
      >
        {(rows) => (
          <AdminTable
            caption="Paiements"
            columns={COLUMNS}
            rows={rows}
            rowKey={(payment) => payment.id}
            sort={params.sort}
            onSort={params.toggleSort}
          />
        )}
      </ListView>
      <MonthlyTotals filters={filterValues} />
      <InvoicesExport />
    </section>
  );
}
