// Applies the quick filters (docs/filters.md) to cards. Apart from bakery-filters.ts (the URL) so
// that the home page loads it with its chips, outside the first load of '/' (decision 009): it
// imports nothing at run time.
import type { TBakeryFilter } from './bakery-filters.js';
import type { TPublicAvailabilityFlags } from './bakery.schemas.js';

/** Each filter's chip, in the chips' order (BAKERY_FILTERS). */
export const BAKERY_FILTER_LABELS: Record<TBakeryFilter, string> = {
  ouvertes: 'Ouvertes maintenant',
  pain: 'Avec pain',
  bio: 'Bio',
  cafe: 'Café',
  sandwich: 'Sandwich',
};

/**
 * Which filters a card passes, `isOpen` being its opening status now (false for unknown hours, which are
 * neither open nor closed: « Ouvertes maintenant » leaves them out). « Avec pain » also needs the bakery
 * open, as the card's colour does (closed wins over bread, docs/availability.md); Bio, Café and Sandwich
 * are the flags as published. Unknown (null) is not available: every flag filter needs `true`
 * (docs/filters.md).
 */
export function bakeryFilterMatches(card: TPublicAvailabilityFlags, isOpen: boolean): Record<TBakeryFilter, boolean> {
  return {
    ouvertes: isOpen,
    pain: isOpen && card.disponibilite_pain === true,
    bio: card.disponibilite_bio === true,
    cafe: card.disponibilite_cafe === true,
    sandwich: card.disponibilite_sandwich === true,
  };
}

export type TFilteredCards<T> = {
  /** The cards passing every active filter (AND), in their order; the same array without filters. */
  cards: T[];
  /** For each filter, how many of all the cards pass it alone (the chip's count). */
  counts: Record<TBakeryFilter, number>;
};

/**
 * Applies the active filters to `cards` and counts each filter, in one pass. `isOpenOf` is the
 * shared opening status (isOpenAt(now) in bakery-filters.ts, or the statuses a page already has).
 */
export function filterBakeries<T extends TPublicAvailabilityFlags>(
  cards: T[],
  filters: readonly TBakeryFilter[],
  isOpenOf: (card: T) => boolean,
): TFilteredCards<T> {
  const counts: Record<TBakeryFilter, number> = { ouvertes: 0, pain: 0, bio: 0, cafe: 0, sandwich: 0 };
  const kept: T[] = [];
  for (const card of cards) {
    const matches = bakeryFilterMatches(card, isOpenOf(card));
    for (const filter of Object.keys(counts) as TBakeryFilter[]) if (matches[filter]) counts[filter] += 1;
    if (filters.every((filter) => matches[filter])) kept.push(card);
  }
  return { cards: filters.length === 0 ? cards : kept, counts };
}
