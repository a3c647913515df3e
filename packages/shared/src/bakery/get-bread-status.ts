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
  | { kind: 'available'; label: 'Pain disponible maintenant' }
  | { kind: 'unavailable'; label: 'Pain non disponible' }
  /** Closed: when it opens (« Ouvre demain à 7 h »), never a promise of bread (docs/availability.md). */
  | { kind: 'closed'; label: string };

/** `openingLabel`: the opening status label (« Fermé · ouvre demain à 7 h »). */
export type TBreadBadgeInput = TBreadStatusInput & { openingLabel: string };

const NEXT_OPENING = /^Fermé · (ouvre .+)$/;

/**
 * Bread badge of the bakery page (docs/visitor-screens.md, "Bakery page"). Closed, it says when the
 * bakery opens: at that opening the flags go back to the bakery's opening defaults
 * (docs/availability.md), so yesterday's flag says nothing. Null when closed without a next opening
 * to announce (a closure, or none found): the opening badge already says it all.
 */
export function getBreadBadge({ isOpen, disponibilite_pain, openingLabel }: TBreadBadgeInput): TBreadBadge | null {
  if (!isOpen) {
    const next = NEXT_OPENING.exec(openingLabel)?.[1];
    return next ? { kind: 'closed', label: next.charAt(0).toLocaleUpperCase('fr') + next.slice(1) } : null;
  }
  return disponibilite_pain
    ? { kind: 'available', label: 'Pain disponible maintenant' }
    : { kind: 'unavailable', label: 'Pain non disponible' };
}

/** Product chips of the bakery page, in display order. */
export const PRODUCT_CHIPS = [
  { field: 'disponibilite_cafe', label: 'café' },
  { field: 'disponibilite_croissant', label: 'viennoiseries' },
  { field: 'disponibilite_sandwich', label: 'sandwich & salades' },
  { field: 'disponibilite_bio', label: 'bio' },
] as const;
