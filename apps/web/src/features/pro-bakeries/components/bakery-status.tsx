import { getBreadStatus, getOpeningStatus, openingInputOfDetail, statusChip, type TBakeryCalendar, type TProBakery } from '@fournil/shared';
import { StatusChip } from '@/components/ui/status-chip';

type TStatusBakery = Pick<TProBakery, 'jours_ouvertures' | 'horaires_ouvertures' | 'disponibilite_pain' | 'code_postal_boulangerie'> &
  Partial<TBakeryCalendar>;

/**
 * The status a visitor sees right now, from the one shared status function (docs/opening-hours.md,
 * "Status wording"): one chip, the same as the home card's (« Pain disponible · ferme à 19 h »,
 * « Fermé · ouvre demain à 7 h », « Fermé pour congés annuels jusqu'au 31 août »…).
 */
export function BakeryStatus({ bakery, now }: { bakery: TStatusBakery; now: Date }) {
  const opening = getOpeningStatus(openingInputOfDetail(bakery), now);
  const status = getBreadStatus({
    isOpen: opening.isOpen,
    unknownHours: opening.unknownHours,
    disponibilite_pain: bakery.disponibilite_pain,
  });
  return (
    <span className="bakery-status">
      <StatusChip chip={statusChip(opening, status)} />
      {opening.holidayNote ? <span className="bakery-status__holiday"> · {opening.holidayNote}</span> : null}
    </span>
  );
}
