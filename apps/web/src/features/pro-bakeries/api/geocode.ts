import type { TGeocodeResult } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/geo/geocode/?q=`: the best French match of an address; 404 when nothing matches. */
export function geocode(q: string): Promise<TGeocodeResult> {
  return apiFetch<TGeocodeResult>(`/api/geo/geocode/?${new URLSearchParams({ q })}`);
}

/** Address → coordinates on demand (a button), hence a mutation rather than a cached query. */
export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
