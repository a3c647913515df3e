// Geocoding and directions through our server: cached, with short time-outs and an offline
// fallback, so keys stay server-side and the public services' usage policies are respected.
import {
  GEO_MESSAGES,
  GEO_SUGGEST_LIMIT,
  type TGeoSuggestions,
  type TGeocodeResult,
  type TRouteMode,
  type TRouteSummary,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Geocoder } from '../../providers/geocoding/index.js';
import { RouterUnavailableError, type LatLng, type Route, type Router } from '../../providers/routing/index.js';
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
  const [lieux, rows] = await Promise.all([
    geocoder.suggest(q, GEO_SUGGEST_LIMIT),
    repository.findBakeriesByName(db, q, GEO_SUGGEST_LIMIT),
  ]);
  return {
    lieux,
    boulangeries: rows.map((row) => ({
      kind: 'boulangerie',
      id: row.id,
      nom: row.nom,
      ville: row.ville,
      code_postal_boulangerie: row.codePostalBoulangerie,
    })),
  };
}

/** A router that could not answer is asked again by the next visitor; this one may retry in a moment. */
const ROUTER_RETRY_AFTER_SECONDS = 30;

/** 503 `{detail: 'Itinéraire momentanément indisponible.'}`; the error handler sends `Retry-After`. */
class RouterDownError extends AppError {
  readonly retryAfterSeconds = ROUTER_RETRY_AFTER_SECONDS;
  constructor() {
    super('unavailable', `${GEO_MESSAGES.routerUnavailable}.`);
  }
}

/**
 * The shortest route of one mode, or `available: false` ('Ce mode n'est pas disponible pour ce
 * trajet.'); 503 « Itinéraire momentanément indisponible » when the router cannot answer now, so the
 * screen says so instead of claiming the mode has no route (docs/third-party-services.md).
 */
export async function shortestRoute(router: Router, mode: TRouteMode, from: LatLng, to: LatLng): Promise<TRouteSummary> {
  let route: Route | null;
  try {
    route = await router.route(mode, from, to);
  } catch (error) {
    if (!(error instanceof RouterUnavailableError)) throw error;
    throw new RouterDownError();
  }
  if (!route) return { mode, available: false };
  return {
    mode,
    available: true,
    distance_km: Math.round(route.distanceM) / 1000,
    duration_min: Math.round(route.durationS / 6) / 10,
    geometry: route.geometry,
  };
}
