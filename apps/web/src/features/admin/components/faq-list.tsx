import { ADMIN_FAQ_SORTS, FAQ_COLOR_LABELS, faqDestinationLabel, type TAdminFaq } from '@fournil/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminFaqs } from '../api/faqs';
import { useFaqDestinations } from '../hooks/use-faq-destinations';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';

const [POSITION, QUESTION] = ADMIN_FAQ_SORTS;

/** The columns, static pages named by their title (`titles`: slug → title). */
const columnsWith = (titles: ReadonlyMap<string, string>): TColumn<TAdminFaq>[] => [
  { id: 'position', label: 'Ordre', sortKey: POSITION, render: (faq) => faq.position, className: 'admin-table__narrow' },
  {
    id: 'question',
    label: 'Question',
    sortKey: QUESTION,
    isRowHeader: true,
    render: (faq) => <Link to={paths.admin.faq.getHref(faq.id)}>{faq.question}</Link>,
  },
  {
    id: 'color',
    label: 'Couleur',
    render: (faq) => (
      <span className="admin-color">
        <span className="admin-swatch" data-color={faq.color} aria-hidden="true" />
        {FAQ_COLOR_LABELS[faq.color]}
      </span>
    ),
  },
  {
    id: 'destinations',
    label: 'Affichée sur',
    render: (faq) => faq.destinations.map((path) => faqDestinationLabel(path, titles)).join(', '),
  },
];

/** /admin/faq: the FAQs in their display order. */
export function FaqList() {
  useDocumentTitle('FAQ · Administration');
  const params = useListParams({ defaultSort: POSITION });
  const query = useAdminFaqs(params.query);
  const { titles } = useFaqDestinations();
  const columns = useMemo(() => columnsWith(titles), [titles]);
  return (
    <section>
      <SectionHeader
        title="FAQ"
        actions={
          <LinkButton to={paths.admin.faq.getNewHref()} size="sm">
            Nouvelle question
          </LinkButton>
        }
      >
        Les questions fréquentes, affichées sur les pages choisies dans l’ordre indiqué.
      </SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher une question" value={params.q} onSearch={params.setQuery} />
      </div>
      <ListView query={query} params={params} loadingText="Chargement des questions…" emptyText="Aucune question pour le moment.">
        {(rows) => (
          <AdminTable
            caption="Questions fréquentes"
            columns={columns}
            rows={rows}
            rowKey={(faq) => faq.id}
            sort={params.sort}
            onSort={params.toggleSort}
          />
        )}
      </ListView>
    </section>
  );
}
