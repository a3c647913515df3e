// The quick filters of the home list and map (docs/filters.md): « Ouvertes maintenant », « Avec
// pain », « Bio », « Café », « Sandwich », combined with AND and kept in the URL as
// `?filtres=ouvertes,pain`. Pure and free of zod: the first load of '/' runs it (decision 009), and
// the server can apply the same rule to the same cards.
import { getOpeningStatus } from '../hours/opening-status.js';
import { openingInputOfCard, type TOpeningCard } from '../hours/opening-input.js';
import type { TAvailabilityFlags } from './bakery.schemas.js';

/** The filters in the order of the chips; each is also its word in the URL. */
export const BAKERY_FILTERS = ['ouvertes', 'pain', 'bio', 'cafe', 'sandwich'] as const;
export type TBakeryFilter = (typeof BAKERY_FILTERS)[number];

export const BAKERY_FILTER_LABELS: Record<TBakeryFilter, string> = {
  ouvertes: 'Ouvertes maintenant',
  pain: 'Avec pain',
  bio: 'Bio',
  cafe: 'Café',
  sandwich: 'Sandwich',
};

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

export type TFilterCard = TOpeningCard & TAvailabilityFlags;

/**
 * Which filters a card passes at `now`. Open means the one shared status function (Europe/Paris
 * week, closures, special hours, holidays); « Avec pain » also needs the bakery open, as the card's
 * colour does (closed wins over bread, docs/availability.md); Bio, Café and Sandwich are the flags
 * as published.
 */
export function bakeryFilterMatches(card: TFilterCard, now: Date): Record<TBakeryFilter, boolean> {
  const isOpen = getOpeningStatus(openingInputOfCard(card), now).isOpen;
  return {
    ouvertes: isOpen,
    pain: isOpen && card.disponibilite_pain,
    bio: card.disponibilite_bio,
    cafe: card.disponibilite_cafe,
    sandwich: card.disponibilite_sandwich,
  };
}

export type TFilteredCards<T> = {
  /** The cards passing every active filter (AND), in their order. */
  cards: T[];
  /** For each filter, how many of all the cards pass it alone (the chip's count). */
  counts: Record<TBakeryFilter, number>;
};

/** Applies the active filters to `cards` at `now` and counts each filter, in one pass. */
export function filterBakeries<T extends TFilterCard>(cards: readonly T[], filters: readonly TBakeryFilter[], now: Date): TFilteredCards<T> {
  const counts = { ouvertes: 0, pain: 0, bio: 0, cafe: 0, sandwich: 0 };
  const kept: T[] = [];
  for (const card of cards) {
    const matches = bakeryFilterMatches(card, now);
    for (const filter of BAKERY_FILTERS) if (matches[filter]) counts[filter] += 1;
    if (filters.every((filter) => matches[filter])) kept.push(card);
  }
  return { cards: filters.length === 0 ? [...cards] : kept, counts };
}
