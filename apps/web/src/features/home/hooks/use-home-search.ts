import {
  DEFAULT_RADIUS_KM,
  FILTERS_PARAM,
  formatBakeryFilters,
  parseBakeryFilters,
  RADIUS_TOGGLE_KM,
  type TBakeryFilter,
} from '@fournil/shared';
import { useCallback, useMemo } from 'react';
import { useNavigator } from '@/lib/navigation';

export type TSearchPlace = { label: string; lat: number; lng: number };

const [SMALL_RADIUS, LARGE_RADIUS] = RADIUS_TOGGLE_KM;

function readNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** Reads the radius ('rayon') and the searched place ('lieu', 'lat', 'lng') from the URL. */
export function readHomeSearch(params: URLSearchParams): { radius: number; place: TSearchPlace | null } {
  const rayon = readNumber(params.get('rayon'), 0, Infinity);
  const radius = rayon !== null && (RADIUS_TOGGLE_KM as readonly number[]).includes(rayon) ? rayon : DEFAULT_RADIUS_KM;
  const lat = readNumber(params.get('lat'), -90, 90);
  const lng = readNumber(params.get('lng'), -180, 180);
  const label = params.get('lieu')?.trim() ?? '';
  const place = lat !== null && lng !== null && label !== '' ? { label, lat, lng } : null;
  return { radius, place };
}

/**
 * Radius, searched place and filters (`?filtres=ouvertes,pain`, docs/filters.md) live in the URL:
 * going back from a bakery page finds the same list, a search can be shared, and the address is
 * replaced rather than pushed, so "back" leaves the page instead of undoing a chip.
 */
export function useHomeSearch() {
  const { pathname, search, navigate } = useNavigator();
  const { radius, place } = useMemo(() => readHomeSearch(new URLSearchParams(search)), [search]);
  const filtersValue = new URLSearchParams(search).get(FILTERS_PARAM);
  const filters = useMemo(() => parseBakeryFilters(filtersValue), [filtersValue]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      change(next);
      // Commas stay readable (`?filtres=ouvertes,pain`): a query may hold them as they are.
      const query = next.toString().replaceAll('%2C', ',');
      navigate(query ? `${pathname}?${query}` : pathname, { replace: true, preventScrollReset: true });
    },
    [pathname, search, navigate],
  );

  const toggleRadius = useCallback(() => {
    update((next) => {
      if (radius === SMALL_RADIUS) next.set('rayon', String(LARGE_RADIUS));
      else next.delete('rayon');
    });
  }, [radius, update]);

  const setPlace = useCallback(
    (found: TSearchPlace | null) => {
      update((next) => {
        if (found) {
          next.set('lieu', found.label);
          next.set('lat', String(found.lat));
          next.set('lng', String(found.lng));
        } else {
          next.delete('lieu');
          next.delete('lat');
          next.delete('lng');
        }
      });
    },
    [update],
  );

  /** Turns one filter on or off; none: every filter off. */
  const toggleFilter = useCallback(
    (filter?: TBakeryFilter) => {
      update((next) => {
        const value = filter
          ? formatBakeryFilters(filters.includes(filter) ? filters.filter((other) => other !== filter) : [...filters, filter])
          : null;
        if (value) next.set(FILTERS_PARAM, value);
        else next.delete(FILTERS_PARAM);
      });
    },
    [filters, update],
  );

  const otherRadius = radius === SMALL_RADIUS ? LARGE_RADIUS : SMALL_RADIUS;
  return { radius, otherRadius, toggleRadius, place, setPlace, filters, toggleFilter };
}
