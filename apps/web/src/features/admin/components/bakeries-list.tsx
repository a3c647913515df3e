import { ADMIN_BAKERY_SORTS, formatShortDateTimeFr, type TAdminBakery } from '@fournil/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminBakeries } from '../api/bakeries';
import { useListParams } from '../hooks/use-list-params';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';

const [NOM, VILLE, CREATED_AT] = ADMIN_BAKERY_SORTS;

const COLUMNS: TColumn<TAdminBakery>[] = [
  {
    id: 'nom',
    label: 'Boulangerie',
    sortKey: NOM,
    isRowHeader: true,
    render: (bakery) => (bakery.is_public ? <Link to={paths.bakery.getHref(bakery.id)}>{bakery.nom}</Link> : bakery.nom),
  },
  { id: 'ville', label: 'Ville', sortKey: VILLE, render: (bakery) => `${bakery.code_postal_boulangerie} ${bakery.ville}`.trim() },
  {
    id: 'owner',
    label: 'Propriétaire',
    className: 'admin-table__wrap',
    render: (bakery) =>
      bakery.proprietaire ? (
        <>
          {bakery.proprietaire.email} {bakery.proprietaire.suspended ? <Badge tone="danger">Suspendu</Badge> : null}
        </>
      ) : (
        'Aucun (fiche non revendiquée)'
      ),
  },
  {
    id: 'public',
    label: 'Visible des visiteurs',
    render: (bakery) => (bakery.is_public ? <Badge tone="success">Oui</Badge> : <Badge tone="danger">Non, masquée</Badge>),
  },
  { id: 'created_at', label: 'Créée le', sortKey: CREATED_AT, render: (bakery) => formatShortDateTimeFr(bakery.created_at) },
];

/** /admin/boulangeries: every bakery, public or hidden (its owner suspended). */
export function BakeriesList() {
  useDocumentTitle('Boulangeries · Administration');
  const params = useListParams({ defaultSort: NOM });
  const query = useAdminBakeries(params.query);
  return (
    <section>
      <SectionHeader title="Boulangeries">
        Toutes les boulangeries, visibles ou non. La modération se fait sur le compte du propriétaire (Utilisateurs).
      </SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher (nom, ville, code postal, e-mail)" value={params.q} onSearch={params.setQuery} />
      </div>
      <ListView query={query} params={params} loadingText="Chargement des boulangeries…" emptyText="Aucune boulangerie ne correspond.">
        {(rows) => (
          <AdminTable
            caption="Boulangeries"
            columns={COLUMNS}
            rows={rows}
            rowKey={(bakery) => bakery.id}
            sort={params.sort}
            onSort={params.toggleSort}
          />
        )}
      </ListView>
    </section>
  );
}
