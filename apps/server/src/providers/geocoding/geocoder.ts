import type { TGeocodeResult, TPlaceSuggestion } from '@fournil/shared';

export type GeocodeResult = TGeocodeResult;
export type PlaceSuggestion = TPlaceSuggestion;
export type LatLng = { lat: number; lng: number };

/** What the autocomplete found; `isAddressSearchDown`: only towns could be looked up (no street, no number). */
export type PlaceSuggestions = { places: PlaceSuggestion[]; isAddressSearchDown: boolean };

/**
 * A street address (it starts with a house number) that only the offline gazetteer could read and that
 * carries no postcode it knows: a town of the same name elsewhere would be a wrong place, so nothing is
 * answered (docs/third-party-services.md, "Base Adresse Nationale", offline adapter).
 */
export class StreetAddressNeedsPostcodeError extends Error {
  constructor() {
    super('street address without a known postcode while the address service is down');
    this.name = 'StreetAddressNeedsPostcodeError';
  }
}

/** Forward and reverse geocoding in France, one best answer (or null when nothing matches). */
export type Geocoder = {
  search(q: string): Promise<GeocodeResult | null>;
  reverse(lat: number, lng: number): Promise<GeocodeResult | null>;
  /** Places whose beginning the visitor has typed (autocomplete), best first, `limit` at most; `near`: the nearer the better. */
  suggest(q: string, limit: number, near?: LatLng): Promise<PlaceSuggestions>;
};
