import { ADMIN_PAGE_SORTS, formatShortDateTimeFr, type TAdminPage } from '@fournil/shared';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminPages } from '../api/pages';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';

const [SLUG, TITLE, UPDATED_AT] = ADMIN_PAGE_SORTS;

const COLUMNS: TColumn<TAdminPage>[] = [
  {
    id: 'title',
    label: 'Titre',
    sortKey: TITLE,
    isRowHeader: true,
    render: (page) => <Link to={paths.admin.page.getHref(page.slug)}>{page.title}</Link>,
  },
  { id: 'slug', label: 'Adresse', sortKey: SLUG, render: (page) => <code>/page/{page.slug}</code> },
  { id: 'updated_at', label: 'Modifiée le', sortKey: UPDATED_AT, render: (page) => formatShortDateTimeFr(page.updated_at) },
];

/** /admin/pages: the static pages, searched and sorted on the server. */
export function PagesList() {
  useDocumentTitle('Pages · Administration');
  const params = useListParams({ defaultSort: SLUG });
  const query = useAdminPages(params.query);
  return (
    <section>
      <SectionHeader
        title="Pages"
        actions={
          <LinkButton to={paths.admin.page.getNewHref()} size="sm">
            Nouvelle page
          </LinkButton>
        }
      >
        Les pages de contenu du site (mentions légales, CGU, à propos…), écrites en markdown.
      </SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher une page" value={params.q} onSearch={params.setQuery} />
      </div>
      <ListView query={query} params={params} loadingText="Chargement des pages…" emptyText="Aucune page pour le moment.">
        {(rows) => (
          <AdminTable
            caption="Pages"
            columns={COLUMNS}
            rows={rows}
            rowKey={(page) => page.slug}
            sort={params.sort}
            onSort={params.toggleSort}
          />
        )}
      </ListView>
    </section>
  );
}
