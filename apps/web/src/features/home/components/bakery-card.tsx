import { BAKERY_NAME_FALLBACK, formatKm, type TBreadStatus, type TNearbyBakery } from '@fournil/shared';
import { Link } from 'react-router';
import { Badge, BreadMark, type BadgeTone } from '@/components/ui';

const STATUS_TONE: Record<TBreadStatus['color'], BadgeTone> = {
  green: 'success',
  red: 'danger',
  grey: 'neutral',
};

export function bakeryAddress(bakery: Pick<TNearbyBakery, 'adresse' | 'ville' | 'code_postal_boulangerie'>): string {
  const city = [bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ');
  return [bakery.adresse, city].filter(Boolean).join(', ');
}

/** One bakery of the home list: a link whose accessible name starts with the bakery's name. */
export function BakeryCard({ bakery, status }: { bakery: TNearbyBakery; status: TBreadStatus }) {
  const name = bakery.nom.trim() || BAKERY_NAME_FALLBACK;
  const address = bakeryAddress(bakery);
  return (
    <Link to={`/boulangerie/${bakery.id}`} className="bakery-card" data-bakery-id={bakery.id} data-status={status.color}>
      <span className="bakery-card__body">
        <h2 className="bakery-card__name">{name}</h2>
        {address ? <span className="bakery-card__address">{address}</span> : null}
        <span className="bakery-card__meta">
          <span className="bakery-card__distance">{formatKm(bakery.distance_km)}</span>
          <Badge tone={STATUS_TONE[status.color]} className="bakery-card__status">
            {status.label}
          </Badge>
        </span>
      </span>
      <span className="bakery-card__logo" aria-hidden="true">
        {bakery.image_logo_main ? <img src={bakery.image_logo_main} alt="" loading="lazy" width={56} height={56} /> : <BreadMark />}
      </span>
    </Link>
  );
}
