import { ADMIN_PROMO_SORTS, formatEuros, formatShortDateTimeFr, type TAdminPromo } from '@fournil/shared';
import { Link } from 'react-router';
import { Badge, LinkButton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminPromoCodes } from '../api/promo-codes';
import { useListParams } from '../hooks/use-list-params';
import { usesLabel } from '../lib/promo-form';
import { AdminTable, type TColumn } from './admin-table';
import { ListView } from './list-view';
import { SearchBox } from './search-box';
import { SectionHeader } from './section-header';

const [CODE, CREATED_AT, USES, VALID_UNTIL] = ADMIN_PROMO_SORTS;

function validity(promo: TAdminPromo): string {
  if (!promo.valid_from && !promo.valid_until) return 'Sans limite de date';
  if (!promo.valid_until) return `À partir du ${formatShortDateTimeFr(promo.valid_from)}`;
  if (!promo.valid_from) return `Jusqu’au ${formatShortDateTimeFr(promo.valid_until)}`;
  return `Du ${formatShortDateTimeFr(promo.valid_from)} au ${formatShortDateTimeFr(promo.valid_until)}`;
}

const COLUMNS: TColumn<TAdminPromo>[] = [
  {
    id: 'code',
    label: 'Code',
    sortKey: CODE,
    isRowHeader: true,
    render: (promo) => <Link to={paths.admin.promoCode.getHref(promo.id)}>{promo.code}</Link>,
  },
  { id: 'discount', label: 'Remise', render: (promo) => formatEuros(promo.discount_cents) },
  { id: 'valid_until', label: 'Validité', sortKey: VALID_UNTIL, render: validity },
  { id: 'uses', label: 'Utilisations', sortKey: USES, render: usesLabel },
  { id: 'active', label: 'État', render: (promo) => (promo.is_active ? <Badge tone="success">Actif</Badge> : <Badge>Inactif</Badge>) },
  { id: 'created_at', label: 'Créé le', sortKey: CREATED_AT, render: (promo) => formatShortDateTimeFr(promo.created_at) },
];

/** /admin/codes-promo: the promo codes, newest first. */
export function PromoList() {
  useDocumentTitle('Codes promo · Administration');
  const params = useListParams({ defaultSort: `-${CREATED_AT}` });
  const query = useAdminPromoCodes(params.query);
  return (
    <section>
      <SectionHeader
        title="Codes promo"
        actions={
          <LinkButton to={paths.admin.promoCode.getNewHref()} size="sm">
            Nouveau code
          </LinkButton>
        }
      >
        Les remises saisies au paiement de l’accès à la Régie Publicitaire.
      </SectionHeader>
      <div className="admin-toolbar">
        <SearchBox label="Rechercher un code" value={params.q} onSearch={params.setQuery} />
      </div>
      <ListView query={query} params={params} loadingText="Chargement des codes…" emptyText="Aucun code promo pour le moment.">
        {(rows) => (
          <AdminTable
            caption="Codes promo"
            columns={COLUMNS}
            rows={rows}
            rowKey={(promo) => promo.id}
            sort={params.sort}
            onSort={params.toggleSort}
          />
        )}
      </ListView>
    </section>
  );
}
