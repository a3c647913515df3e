import { BAKERY_FILTER_LABELS, BAKERY_FILTERS, formatCount, type TBakeryFilter } from '@fournil/shared';

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
      {BAKERY_FILTERS.map((filter) => (
        <button key={filter} type="button" className="filter-chip" aria-pressed={active.includes(filter)} onClick={() => onToggle(filter)}>
          {BAKERY_FILTER_LABELS[filter]}
          {counts ? <span className="filter-chip__count">{formatCount(counts[filter])}</span> : null}
        </button>
      ))}
    </div>
  );
}
