import type { TGeocodeResult } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/geo/geocode/?q=`: the best French match for the visitor's starting address; 404 when none. */
export function geocodeStartAddress(q: string): Promise<TGeocodeResult> {
  return apiFetch<TGeocodeResult>(`/api/geo/geocode/?${new URLSearchParams({ q })}`);
}

export function useGeocodeStartAddress() {
  return useMutation({ mutationFn: geocodeStartAddress });
}
