import { getBreadStatus, isOpenAt, type TBreadStatus, type TNearbyBakery } from '@fournil/shared';

type TStatusInput = Pick<TNearbyBakery, 'jours_ouvertures' | 'horaires_ouvertures' | 'disponibilite_pain'>;

/** 'Pain disponible' / 'Pas de pain' / 'Fermé' and its colour, at `now` (Europe/Paris). */
export function getBakeryStatus(bakery: TStatusInput, now: Date): TBreadStatus {
  return getBreadStatus({
    isOpen: isOpenAt(bakery.jours_ouvertures, bakery.horaires_ouvertures, now),
    disponibilite_pain: bakery.disponibilite_pain,
  });
}
