import { BAKERY_NAME_FALLBACK, formatKm, type TNearbyBakery } from '@fournil/shared';
import type { TCardStatus } from '../lib/bakery-status';
import { memo } from 'react';
import { StatusChip } from '@/components/ui/status-chip';
import { BreadMark } from '@/components/ui/icons';
import { VisitorReportNotes } from '@/components/ui/visitor-report-notes';
import { paths } from '@/config/paths';
import { AppLink } from '@/lib/navigation';

export function bakeryAddress(bakery: Pick<TNearbyBakery, 'adresse' | 'ville' | 'code_postal_boulangerie'>): string {
  const city = [bakery.code_postal_boulangerie, bakery.ville].filter(Boolean).join(' ');
  return [bakery.adresse, city].filter(Boolean).join(', ');
}

/** A card of the nearby list, or of « Mes favoris » (GET /api/boulangeries/cartes/), whose distance may be unknown. */
export type TCardBakery = Omit<TNearbyBakery, 'distance_km'> & { distance_km: number | null };

type BakeryCardProps = { bakery: TCardBakery; status: TCardStatus };

/** One bakery of the home list: a link whose accessible name starts with the bakery's name. */
function BakeryCardLink({ bakery, status }: BakeryCardProps) {
  const name = bakery.nom.trim() || BAKERY_NAME_FALLBACK;
  const address = bakeryAddress(bakery);
  return (
    <AppLink to={paths.bakery.getHref(bakery.id)} className="bakery-card" data-bakery-id={bakery.id} data-status={status.color}>
      {/* A div, not a span: a heading may not sit in phrasing content (HTML's content models). */}
      <div className="bakery-card__body">
        <h2 className="bakery-card__name">{name}</h2>
        {address ? <span className="bakery-card__address">{address}</span> : null}
        <span className="bakery-card__meta">
          {bakery.distance_km !== null ? <span className="bakery-card__distance">{formatKm(bakery.distance_km)}</span> : null}
          {/* One chip: the bread status and the next change, « Fermé » said once (docs/visitor-screens.md, "Home"). */}
          <StatusChip chip={status.chip} className="bakery-card__status" />
        </span>
        {status.availability ? (
          <span className="bakery-card__availability" data-testid="availability-unknown">
            {status.availability}
          </span>
        ) : null}
        {status.holidayNote ? <span className="bakery-card__holiday">{status.holidayNote}</span> : null}
        {status.freshness ? (
          <span className="bakery-card__freshness" data-testid="bread-freshness">
            {status.freshness}
          </span>
        ) : null}
        <VisitorReportNotes notes={status.reports} className="bakery-card__reports" />
      </div>
      <span className="bakery-card__logo" aria-hidden="true">
        {bakery.image_logo_main ? <img src={bakery.image_logo_main} alt="" loading="lazy" width={56} height={56} /> : <BreadMark />}
      </span>
    </AppLink>
  );
}

// A live change redraws the one card it concerns, not the whole list (up to a few hundred in a city).
// The status is a new object at each minute's computation: compare what it shows.
export const BakeryCard = memo(
  BakeryCardLink,
  (previous, next) =>
    previous.bakery === next.bakery &&
    previous.status.label === next.status.label &&
    previous.status.color === next.status.color &&
    previous.status.chip.label === next.status.chip.label &&
    previous.status.availability === next.status.availability &&
    previous.status.holidayNote === next.status.holidayNote &&
    previous.status.freshness === next.status.freshness &&
    previous.status.reports.bread === next.status.reports.bread &&
    previous.status.reports.closed === next.status.reports.closed,
);
