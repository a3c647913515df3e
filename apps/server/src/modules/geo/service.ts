// Geocoding and directions through our server: cached, with short time-outs and an offline
// fallback, so keys stay server-side and the public services' usage policies are respected.
import { GEO_MESSAGES, type TGeocodeResult, type TRouteMode, type TRouteSummary } from '@fournil/shared';
import { notFound } from '../../lib/errors.js';
import type { Geocoder } from '../../providers/geocoding/index.js';
import type { LatLng, Router } from '../../providers/routing/index.js';

export async function geocode(geocoder: Geocoder, q: string): Promise<TGeocodeResult> {
  const result = await geocoder.search(q);
  if (!result) throw notFound(GEO_MESSAGES.addressNotFound);
  return result;
}

export async function reverseGeocode(geocoder: Geocoder, lat: number, lng: number): Promise<TGeocodeResult> {
  const result = await geocoder.reverse(lat, lng);
  if (!result) throw notFound(GEO_MESSAGES.coordinatesNotFound);
  return result;
}

/** The shortest route of one mode, or `available: false` ('Ce mode n'est pas disponible pour ce trajet.'). */
export async function shortestRoute(router: Router, mode: TRouteMode, from: LatLng, to: LatLng): Promise<TRouteSummary> {
  const route = await router.route(mode, from, to);
  if (!route) return { mode, available: false };
  return {
    mode,
    available: true,
    distance_km: Math.round(route.distanceM) / 1000,
    duration_min: Math.round(route.durationS / 6) / 10,
    geometry: route.geometry,
  };
}
