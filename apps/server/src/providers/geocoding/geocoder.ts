import type { TGeocodeResult, TPlaceSuggestion } from '@fournil/shared';

export type GeocodeResult = TGeocodeResult;
export type PlaceSuggestion = TPlaceSuggestion;

/** Forward and reverse geocoding in France, one best answer (or null when nothing matches). */
export type Geocoder = {
  search(q: string): Promise<GeocodeResult | null>;
  reverse(lat: number, lng: number): Promise<GeocodeResult | null>;
  /** Places whose beginning the visitor has typed (autocomplete), best first, `limit` at most. */
  suggest(q: string, limit: number): Promise<PlaceSuggestion[]>;
};
