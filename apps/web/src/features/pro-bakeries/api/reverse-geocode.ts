import type { TGeocodeResult, TLatLng } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/geo/reverse/?lat=&lng=`: the address at a position; 404 when none is found. */
export function reverseGeocode({ lat, lng }: TLatLng): Promise<TGeocodeResult> {
  return apiFetch<TGeocodeResult>(`/api/geo/reverse/?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`);
}

/** Coordinates → address on demand (a button). */
export function useReverseGeocode() {
  return useMutation({ mutationFn: reverseGeocode });
}
