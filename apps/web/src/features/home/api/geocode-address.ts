import type { TGeocodeResult } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/geo/geocode/?q=`: one French address or town; 404 'Adresse non trouvée ! …' otherwise. */
export function geocodeAddress(q: string): Promise<TGeocodeResult> {
  return apiFetch<TGeocodeResult>(`/api/geo/geocode/?${new URLSearchParams({ q })}`);
}

export function useGeocodeAddress() {
  return useMutation({ mutationFn: geocodeAddress });
}
