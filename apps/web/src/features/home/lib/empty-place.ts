import type { TGeocodeResult } from '@fournil/shared';

/** 'Lyon (69001)' from a geocoder answer; the town alone without a postcode; null without a town. */
export function geocodedPlaceName(result: Pick<TGeocodeResult, 'city' | 'postcode'>): string | null {
  const city = result.city.trim();
  if (!city) return null;
  const postcode = result.postcode.trim();
  return postcode ? `${city} (${postcode})` : city;
}

/**
 * The empty list's sentence: the spec's « Aucune boulangerie à moins de 2 km de votre position. »
 * names the place when it is known (« … autour de Lyon (69001). »).
 */
export function emptyPlaceText(radius: number, placeName: string | null): string {
  return placeName
    ? `Aucune boulangerie à moins de ${radius} km autour de ${placeName}.`
    : `Aucune boulangerie à moins de ${radius} km de votre position.`;
}
