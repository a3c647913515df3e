import type { TGeocodeResult } from '@fournil/shared';

export type GeocodeResult = TGeocodeResult;

/** Forward and reverse geocoding in France, one best answer (or null when nothing matches). */
export type Geocoder = {
  search(q: string): Promise<GeocodeResult | null>;
  reverse(lat: number, lng: number): Promise<GeocodeResult | null>;
};
