import { ADMIN_MESSAGE_STATUSES, formatShortDateTimeFr, type TAdminMessage } from '@fournil/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMessages } from '../api/messages';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';
import { SegmentedFilter } from './segmented-filter';

type TStatus = (typeof ADMIN_MESSAGE_STATUSES)[number];

const STATUS_LABELS: Record<TStatus, string> = { unread: 'Non lus', read: 'Lus', archived: 'Archivés', all: 'Tous' };
const STATUS_OPTIONS = ADMIN_MESSAGE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const EMPTY_TEXTS: Record<TStatus, string> = {
  unread: 'Aucun message non lu.',
  read: 'Aucun message lu.',
  archived: 'Aucun message archivé.',
  all: 'Aucun message pour le moment.',
};

function isStatus(value: string): value is TStatus {
  return (ADMIN_MESSAGE_STATUSES as readonly string[]).includes(value);
}

const COLUMNS: TColumn<TAdminMessage>[] = [
  {
    id: 'subject',
    label: 'Objet',
    isRowHeader: true,
    render: (message) => (
      <Link to={paths.admin.message.getHref(message.id)}>
        {message.read_at ? null : <span className="visually-hidden">Non lu : </span>}
        {message.subject || '(sans objet)'}
      </Link>
    ),
  },
  {
    id: 'from',
    label: 'De',
    className: 'admin-table__wrap',
    render: (message) => (
      <>
        {message.name} <span className="admin-muted">&lt;{message.email}&gt;</span>
      </>
    ),
  },
  { id: 'created_at', label: 'Reçu le', render: (message) => formatShortDateTimeFr(message.created_at) },
  {
    id: 'state',
    label: 'État',
    render: (message) =>
      message.archived_at ? <Badge>Archivé</Badge> : message.read_at ? <Badge>Lu</Badge> : <Badge tone="info">Non lu</Badge>,
  },
];

/** /admin/messages: the contact inbox, newest first, unread ones in bold. */
export function MessagesInbox() {
  useDocumentTitle('Messages · Administration');
  const params = useListParams({ filters: { status: 'unread' } });
  const query = useAdminMessages(params.query);
  const status = isStatus(params.filters.status) ? params.filters.status : 'unread';
  return (
    <section>
      <SectionHeader title="Messages">Les messages envoyés depuis la page Contact, les plus récents d’abord.</SectionHeader>
      <div className="admin-toolbar">
        <SegmentedFilter label="Afficher" value={status} options={STATUS_OPTIONS} onChange={(value) => params.setFilter('status', value)} />
        <SearchBox label="Rechercher (nom, e-mail, objet)" value={params.q} onSearch={params.setQuery} />
      </div>
      <ListView query={query} params={params} loadingText="Chargement des messages…" emptyText={EMPTY_TEXTS[status]}>
        {(rows) => (
          <AdminTable
            caption="Messages de contact"
            columns={COLUMNS}
            rows={rows}
            rowKey={(message) => message.id}
            rowClassName={(message) => cx(!message.read_at && 'is-unread')}
          />
        )}
      </ListView>
    </section>
  );
}
