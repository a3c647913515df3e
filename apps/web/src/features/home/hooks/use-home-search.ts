import { DEFAULT_RADIUS_KM, RADIUS_TOGGLE_KM } from '@fournil/shared';
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
 * Radius and searched place live in the URL: going back from a bakery page finds the same list,
 * and a search can be shared.
 */
export function useHomeSearch() {
  const { pathname, search, navigate } = useNavigator();
  const { radius, place } = useMemo(() => readHomeSearch(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      change(next);
      const query = next.toString();
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

  const otherRadius = radius === SMALL_RADIUS ? LARGE_RADIUS : SMALL_RADIUS;
  return { radius, otherRadius, toggleRadius, place, setPlace };
}
