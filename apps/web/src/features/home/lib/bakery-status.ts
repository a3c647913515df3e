import { getBreadStatus, isOpenInCompactWeek, type TBreadStatus, type TNearbyBakery } from '@fournil/shared';

type TStatusInput = Pick<TNearbyBakery, 'horaires_ouvertures' | 'disponibilite_pain'>;

/** 'Pain disponible' / 'Pas de pain' / 'Fermé' and its colour, at `now` (Europe/Paris), from a card's compact week. */
export function getBakeryStatus(bakery: TStatusInput, now: Date): TBreadStatus {
  return getBreadStatus({
    isOpen: isOpenInCompactWeek(bakery.horaires_ouvertures, now),
    disponibilite_pain: bakery.disponibilite_pain,
  });
}
