import { getBreadStatus, isOpenAt, type TBreadStatusKind, type TProBakery } from '@fournil/shared';
import { Badge, type BadgeTone } from '@/components/ui';

const TONE: Record<TBreadStatusKind, BadgeTone> = { available: 'success', 'no-bread': 'danger', closed: 'neutral' };

/** The status a visitor sees right now (docs/opening-hours.md, "Status wording": Pain disponible, Pas de pain, Fermé). */
export function BakeryStatus({ bakery, now }: { bakery: Pick<TProBakery, 'jours_ouvertures' | 'horaires_ouvertures' | 'disponibilite_pain'>; now: Date }) {
  const status = getBreadStatus({ isOpen: isOpenAt(bakery.jours_ouvertures, bakery.horaires_ouvertures, now), disponibilite_pain: bakery.disponibilite_pain });
  return <Badge tone={TONE[status.kind]}>{status.label}</Badge>;
}
