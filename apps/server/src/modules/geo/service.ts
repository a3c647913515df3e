// Geocoding and directions through our server: cached, with short time-outs and an offline
// fallback, so keys stay server-side and the public services' usage policies are respected.
import {
  GEO_MESSAGES,
  haversineKm,
  GEO_SUGGEST_LIMIT,
  type TGeoSuggestions,
  type TGeocodeResult,
  type TRouteMode,
  type TRouteSummary,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { StreetAddressNeedsPostcodeError, type Geocoder, type LatLng as GeoPoint } from '../../providers/geocoding/index.js';
import { RouterUnavailableError, type LatLng, type Route, type Router } from '../../providers/routing/index.js';
import * as repository from './repository.js';

/**
 * 503 « Service d'adresses indisponible : ajoutez le code postal, ou utilisez votre position »: a street
 * address that only the offline gazetteer could read, without a postcode it knows.
 */
class AddressServiceDownError extends AppError {
  readonly retryAfterSeconds = ADDRESS_RETRY_AFTER_SECONDS;
  constructor() {
    super('unavailable', GEO_MESSAGES.addressServiceDown);
  }
}

/** The geocoder skips the BAN this long after a failure (providers/geocoding/index.ts). */
const ADDRESS_RETRY_AFTER_SECONDS = 30;

export async function geocode(geocoder: Geocoder, q: string): Promise<TGeocodeResult> {
  let result: TGeocodeResult | null;
  try {
    result = await geocoder.search(q);
  } catch (error) {
    if (error instanceof StreetAddressNeedsPostcodeError) throw new AddressServiceDownError();
    throw error;
  }
  if (!result) throw notFound(GEO_MESSAGES.addressNotFound);
  return result;
}

export async function reverseGeocode(geocoder: Geocoder, lat: number, lng: number): Promise<TGeocodeResult> {
  const result = await geocoder.reverse(lat, lng);
  if (!result) throw notFound(GEO_MESSAGES.coordinatesNotFound);
  return result;
}

/** Where the visitor looks from, and the radius of their list (km). */
export type SuggestAround = GeoPoint & { rayonKm: number };

/** Without a radius in the query, the list's default radius (km). */
export const SUGGEST_DEFAULT_RAYON_KM = 10;

/**
 * What the address field suggests while the visitor types (docs/nearby-search.md, "Suggestions"): the
 * geocoder's places (addresses and towns) and the bakeries whose name matches, asked at the same time.
 * Around a position, what lies within the radius comes first, nearest first; the rest keeps its order.
 */
export async function suggest(db: Db, geocoder: Geocoder, q: string, around?: SuggestAround): Promise<TGeoSuggestions> {
  const [found, rows] = await Promise.all([
    geocoder.suggest(q, GEO_SUGGEST_LIMIT, around),
    repository.findBakeriesByName(db, q, GEO_SUGGEST_LIMIT, around),
  ]);
  return {
    lieux: around ? withinRadiusFirst(found.places, around) : found.places,
    boulangeries: rows.map((row) => ({
      kind: 'boulangerie',
      id: row.id,
      nom: row.nom,
      ville: row.ville,
      code_postal_boulangerie: row.codePostalBoulangerie,
    })),
    adresses_indisponibles: found.isAddressSearchDown,
  };
}

/** Places within the radius first, nearest first; the others after them, in the geocoder's order. */
export function withinRadiusFirst<T extends GeoPoint>(places: T[], around: SuggestAround): T[] {
  const measured = places.map((place, index) => ({ place, index, km: haversineKm(around, place) }));
  const inside = measured.filter((entry) => entry.km <= around.rayonKm).sort((a, b) => a.km - b.km || a.index - b.index);
  const outside = measured.filter((entry) => entry.km > around.rayonKm);
  return [...inside, ...outside].map((entry) => entry.place);
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
