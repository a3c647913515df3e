import { formatShortDateTimeFr } from '@fournil/shared';
import type { TAdminAuditEntry } from '@fournil/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditLog } from '../api/audit-log';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';
import { SelectFilter } from './select-filter';

/** The entity types the server writes (docs/back-office.md, "Audit"), with French names. */
const ENTITY_LABELS: Record<string, string> = {
  page: 'Page',
  faq: 'FAQ',
  promo_code: 'Code promo',
  contact_message: 'Message',
  user: 'Compte',
  payments: 'Paiements',
  listing_duplicate: 'Doublon',
};
const ENTITY_OPTIONS = [{ value: '', label: 'Tout' }, ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))];

function prettyJson(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

function BeforeAfter({ entry }: { entry: TAdminAuditEntry }) {
  return (
    <details className="admin-diff">
      <summary>Avant / après</summary>
      <div className="admin-diff__grid">
        <div>
          <p className="admin-diff__label">Avant</p>
          <pre className="admin-diff__json">{prettyJson(entry.before)}</pre>
        </div>
        <div>
          <p className="admin-diff__label">Après</p>
          <pre className="admin-diff__json">{prettyJson(entry.after)}</pre>
        </div>
      </div>
    </details>
  );
}

const COLUMNS: TColumn<TAdminAuditEntry>[] = [
  { id: 'created_at', label: 'Quand', isRowHeader: true, render: (entry) => formatShortDateTimeFr(entry.created_at) },
  { id: 'actor', label: 'Qui', className: 'admin-table__wrap', render: (entry) => entry.actor_email },
  { id: 'action', label: 'Action', render: (entry) => <code>{entry.action}</code> },
  {
    id: 'entity',
    label: 'Élément',
    render: (entry) => (
      <>
        {ENTITY_LABELS[entry.entity_type] ?? entry.entity_type} <span className="admin-muted">{entry.entity_id}</span>
      </>
    ),
  },
  { id: 'diff', label: 'Détail', render: (entry) => <BeforeAfter entry={entry} /> },
];

/** /admin/journal: every staff write, newest first, with the record before and after. */
export function AuditLogView() {
  useDocumentTitle('Journal · Administration');
  const params = useListParams({ filters: { entity_type: '' } });
  const query = useAuditLog(params.query);
  return (
    <section>
      <SectionHeader title="Journal">Chaque action de l’équipe Fournil : qui, quoi, quand, et l’élément avant et après.</SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher (auteur, action, identifiant)" value={params.q} onSearch={params.setQuery} />
        <SelectFilter
          label="Type d’élément"
          value={params.filters.entity_type}
          options={ENTITY_OPTIONS}
          onChange={(value) => params.setFilter('entity_type', value)}
        />
      </div>
      <ListView query={query} params={params} loadingText="Chargement du journal…" emptyText="Le journal est vide.">
        {(rows) => <AdminTable caption="Journal des actions" columns={COLUMNS} rows={rows} rowKey={(entry) => entry.id} />}
      </ListView>
    </section>
  );
}
