import {
  getBreadStatus,
  getOpeningStatus,
  openingInputOfDetail,
  type TBakeryCalendar,
  type TBreadStatusKind,
  type TProBakery,
} from '@fournil/shared';
import { Badge, type BadgeTone } from '@/components/ui';

const TONE: Record<TBreadStatusKind, BadgeTone> = { available: 'success', 'no-bread': 'danger', closed: 'neutral', unknown: 'info' };

type TStatusBakery = Pick<TProBakery, 'jours_ouvertures' | 'horaires_ouvertures' | 'disponibilite_pain' | 'code_postal_boulangerie'> &
  Partial<TBakeryCalendar>;

/**
 * The status a visitor sees right now, from the one shared status function (docs/opening-hours.md,
 * "Status wording"): the bread badge (Pain disponible, Pas de pain, Fermé) and the opening label
 * (« Ouvert · ferme à 19 h », « Fermé pour congés annuels jusqu'au 31 août »…).
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
      <Badge tone={TONE[status.kind]}>{status.label}</Badge> <span className="bakery-status__opening">{opening.label}</span>
      {opening.holidayNote ? <span className="bakery-status__holiday"> · {opening.holidayNote}</span> : null}
    </span>
  );
}
