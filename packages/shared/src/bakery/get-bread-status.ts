export type TBreadStatusKind = 'available' | 'no-bread' | 'closed';
export type TBreadStatus =
  | { kind: 'available'; label: 'Pain disponible'; color: 'green' }
  | { kind: 'no-bread'; label: 'Pas de pain'; color: 'red' }
  | { kind: 'closed'; label: 'Fermé'; color: 'grey' };

export type TBreadStatusInput = { isOpen: boolean; disponibilite_pain: boolean };

export const BAKERY_NAME_FALLBACK = 'Boulangerie sans nom';

/** Status of a card and colour of its map marker (docs/opening-hours.md, "Status wording"): closed wins over bread. */
export function getBreadStatus({ isOpen, disponibilite_pain }: TBreadStatusInput): TBreadStatus {
  if (!isOpen) return { kind: 'closed', label: 'Fermé', color: 'grey' };
  if (disponibilite_pain) return { kind: 'available', label: 'Pain disponible', color: 'green' };
  return { kind: 'no-bread', label: 'Pas de pain', color: 'red' };
}

export type TBreadBadge =
  | 'Pain disponible maintenant'
  | 'Pain disponible (prochaines ouvertures)'
  | 'Pain non disponible';

/** Bread badge of the bakery page (docs/visitor-screens.md, "Bakery page"). */
export function getBreadBadge({ isOpen, disponibilite_pain }: TBreadStatusInput): TBreadBadge {
  if (!disponibilite_pain) return 'Pain non disponible';
  return isOpen ? 'Pain disponible maintenant' : 'Pain disponible (prochaines ouvertures)';
}

/** Product chips of the bakery page, in display order. */
export const PRODUCT_CHIPS = [
  { field: 'disponibilite_cafe', label: 'café' },
  { field: 'disponibilite_croissant', label: 'viennoiseries' },
  { field: 'disponibilite_sandwich', label: 'sandwich & salades' },
  { field: 'disponibilite_bio', label: 'bio' },
] as const;
