import { BAKERY_FILTER_LABELS, formatCount, type TBakeryFilter } from '@fournil/shared';

// Loaded by the home page at once, beside the list's request, but outside the first load of '/'
// (scripts/check-bundle-budget.mjs): the chips and the filtering rule come together. It shares no
// module with the first load (the opening status comes from the page): a shared one would be split
// into chunks of its own, which weigh more.
export { filterBakeries } from '@fournil/shared';

export const FILTER_CHIPS_LABEL = 'Filtrer les boulangeries';

type FilterChipsProps = {
  active: readonly TBakeryFilter[];
  /** How many cards of the current list pass each filter alone; unknown while the list loads. */
  counts: Record<TBakeryFilter, number> | undefined;
  onToggle: (filter: TBakeryFilter) => void;
};

/** The quick filters above the map and the list (docs/filters.md): toggle buttons with their count. */
export function FilterChips({ active, counts, onToggle }: FilterChipsProps) {
  return (
    <div className="filter-chips" role="group" aria-label={FILTER_CHIPS_LABEL}>
      {(Object.keys(BAKERY_FILTER_LABELS) as TBakeryFilter[]).map((filter) => (
        <button key={filter} type="button" className="filter-chip" aria-pressed={active.includes(filter)} onClick={() => onToggle(filter)}>
          {BAKERY_FILTER_LABELS[filter]}
          {counts ? <span className="filter-chip__count">{formatCount(counts[filter])}</span> : null}
        </button>
      ))}
    </div>
  );
}
