// The quick filters of the home list and map (docs/filters.md): « Ouvertes maintenant », « Avec
// pain », « Bio », « Café », « Sandwich », combined with AND and kept in the URL as
// `?filtres=ouvertes,pain`. This module reads and writes the URL; filter-bakeries.ts applies them.
// Pure and free of zod: the first load of '/' runs it (decision 009).
import { getOpeningStatus } from '../hours/opening-status.js';
import { openingInputOfCard, type TOpeningCard } from '../hours/opening-input.js';

/** The filters in the order of the chips; each is also its word in the URL. */
export const BAKERY_FILTERS = ['ouvertes', 'pain', 'bio', 'cafe', 'sandwich'] as const;
export type TBakeryFilter = (typeof BAKERY_FILTERS)[number];

/** The URL parameter holding the active filters, comma-separated. */
export const FILTERS_PARAM = 'filtres';

/** The active filters of `?filtres=`, in the chips' order; unknown words are ignored. */
export function parseBakeryFilters(value: string | null): TBakeryFilter[] {
  const words = new Set((value ?? '').split(','));
  return BAKERY_FILTERS.filter((filter) => words.has(filter));
}

/** The value of `?filtres=`, or null when no filter is on (the parameter is then left out). */
export function formatBakeryFilters(filters: readonly TBakeryFilter[]): string | null {
  const value = BAKERY_FILTERS.filter((filter) => filters.includes(filter)).join(',');
  return value === '' ? null : value;
}

/**
 * « Ouvertes maintenant » at `now` by the one shared status function (Europe/Paris week, closures,
 * special hours, holidays): the `isOpenOf` of filterBakeries for a caller without statuses at hand.
 */
export function isOpenAt(now: Date): (card: TOpeningCard) => boolean {
  return (card) => getOpeningStatus(openingInputOfCard(card), now).isOpen;
}
