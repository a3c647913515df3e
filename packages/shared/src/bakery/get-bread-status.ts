import type { TUnknownHoursLabel } from './hours-status.js';

/**
 * « Disponibilité non renseignée »: a flag nobody has told (a listing, docs/open-data.md). Declared here, in the
 * home page's first load, and read by REPORT_MESSAGES, so that the cards do not load the reports' message table.
 */
export const UNKNOWN_AVAILABILITY = 'Disponibilité non renseignée';

export type TBreadStatusKind = 'available' | 'no-bread' | 'closed' | 'unknown';
export type TBreadStatus =
  | { kind: 'available'; label: 'Pain disponible'; color: 'green' }
  | { kind: 'no-bread'; label: 'Pas de pain'; color: 'red' }
  | { kind: 'closed'; label: 'Fermé'; color: 'grey' }
  /** Hours or bread nobody has told (a listing): its own look, neither green, red nor grey (docs/open-data.md). */
  | { kind: 'unknown'; label: TUnknownHoursLabel | typeof UNKNOWN_AVAILABILITY; color: 'blue' };

/**
 * `isOpen` and `unknownHours` as the opening status gives them (getOpeningStatus); `disponibilite_pain` null when
 * nobody has told (decision 019).
 */
export type TBreadStatusInput = { isOpen: boolean; unknownHours: TUnknownHoursLabel | null; disponibilite_pain: boolean | null };

export const BAKERY_NAME_FALLBACK = 'Boulangerie sans nom';

/**
 * Status of a card and colour of its map marker (docs/opening-hours.md, "Status wording"): unknown hours are
 * never « Fermé » (their label, kind `unknown`); then closed wins over bread; open with bread nobody has told
 * reads « Disponibilité non renseignée » (docs/open-data.md, "Listings on the public surfaces").
 */
export function getBreadStatus({ isOpen, unknownHours, disponibilite_pain }: TBreadStatusInput): TBreadStatus {
  if (unknownHours !== null) return { kind: 'unknown', label: unknownHours, color: 'blue' };
  if (!isOpen) return { kind: 'closed', label: 'Fermé', color: 'grey' };
  if (disponibilite_pain === null) return { kind: 'unknown', label: UNKNOWN_AVAILABILITY, color: 'blue' };
  if (disponibilite_pain) return { kind: 'available', label: 'Pain disponible', color: 'green' };
  return { kind: 'no-bread', label: 'Pas de pain', color: 'red' };
}

export type TBreadBadge =
  | { kind: 'available'; label: 'Pain disponible maintenant' }
  | { kind: 'unavailable'; label: 'Pain non disponible' }
  /** Nobody has told (a listing), whatever its hours say. */
  | { kind: 'unknown'; label: typeof UNKNOWN_AVAILABILITY }
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
export function getBreadBadge({ isOpen, unknownHours, disponibilite_pain, openingLabel }: TBreadBadgeInput): TBreadBadge | null {
  // Hours unknown: neither open nor closed, so the bread says what is known of it.
  if (unknownHours !== null || isOpen) {
    if (disponibilite_pain === null) return { kind: 'unknown', label: UNKNOWN_AVAILABILITY };
    return disponibilite_pain
      ? { kind: 'available', label: 'Pain disponible maintenant' }
      : { kind: 'unavailable', label: 'Pain non disponible' };
  }
  const next = NEXT_OPENING.exec(openingLabel)?.[1];
  return next ? { kind: 'closed', label: next.charAt(0).toLocaleUpperCase('fr') + next.slice(1) } : null;
}

/**
 * Product chips of the bakery page, in display order: only the flags that are `true` (an unknown one claims
 * nothing). « Bio » is not among them: it is a label of the bakery, not a stock that runs out (BIO_LABEL).
 */
export const PRODUCT_CHIPS = [
  { field: 'disponibilite_cafe', label: 'café' },
  { field: 'disponibilite_croissant', label: 'viennoiseries' },
  { field: 'disponibilite_sandwich', label: 'sandwich & salades' },
] as const;

/** Shown beside the bakery's name when `disponibilite_bio` is true (docs/visitor-screens.md, "Bakery page"). */
export const BIO_LABEL = 'Bio';
