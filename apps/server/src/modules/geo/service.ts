// Geocoding and directions through our server: cached, with short time-outs and an offline
// fallback, so keys stay server-side and the public services' usage policies are respected.
import { GEO_MESSAGES, GEO_SUGGEST_LIMIT, type TGeoSuggestions, type TGeocodeResult, type TRouteMode, type TRouteSummary } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Geocoder } from '../../providers/geocoding/index.js';
import type { LatLng, Router } from '../../providers/routing/index.js';
import * as repository from './repository.js';

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

/**
 * What the address field suggests while the visitor types: the geocoder's places (addresses and
 * towns, its own order) and the bakeries whose name matches, asked at the same time.
 */
export async function suggest(db: Db, geocoder: Geocoder, q: string): Promise<TGeoSuggestions> {
  const [lieux, rows] = await Promise.all([geocoder.suggest(q, GEO_SUGGEST_LIMIT), repository.findBakeriesByName(db, q, GEO_SUGGEST_LIMIT)]);
  return {
    lieux,
    boulangeries: rows.map((row) => ({ kind: 'boulangerie', id: row.id, nom: row.nom, ville: row.ville, code_postal_boulangerie: row.codePostalBoulangerie })),
  };
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
