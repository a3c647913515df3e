import { z } from 'zod';
import { ROUTE_MAX_KM } from '../constants.js';
import { GEOCODE_QUERY_MAX_LENGTH } from '../field-limits.js';
import { GEO_MESSAGES, GEO_SUGGEST_MIN_LENGTH } from './geo-constants.js';
import { haversineKm } from './haversine-km.js';

export { GEO_MESSAGES, GEO_SUGGEST_LIMIT, GEO_SUGGEST_MIN_LENGTH } from './geo-constants.js';

export const ZLngLat = z.object({
  lng: z.number({ error: 'Longitude invalide.' }).min(-180, 'Longitude invalide.').max(180, 'Longitude invalide.'),
  lat: z.number({ error: 'Latitude invalide.' }).min(-90, 'Latitude invalide.').max(90, 'Latitude invalide.'),
});
export type TLngLat = z.infer<typeof ZLngLat>;

/** One geocoding answer (forward or reverse, France, limit 1). */
export const ZGeocodeResult = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  city: z.string(),
  postcode: z.string(),
  /** Only a commune centre (the offline gazetteer answered): the label is the commune, not a street. */
  position_approximative: z.boolean().optional(),
});
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;

export const ZRouteMode = z.enum(['driving', 'walking', 'cycling']);
export type TRouteMode = z.infer<typeof ZRouteMode>;

/** Shortest route for one mode; `available: false` when the mode has no route. */
export const ZRouteSummary = z.object({
  mode: ZRouteMode,
  available: z.boolean(),
  distance_km: z.number().optional(),
  duration_min: z.number().optional(),
  /** GeoJSON LineString coordinates, [lng, lat] pairs. */
  geometry: z.array(z.tuple([z.number(), z.number()])).optional(),
});
export type TRouteSummary = z.infer<typeof ZRouteSummary>;

/** A number read from a query string; blank or missing is refused with `message` (never read as 0). */
function queryCoordinate(message: string, limit: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? Number.NaN : value),
    z.coerce.number({ error: message }).min(-limit, message).max(limit, message),
  );
}

/** `GET /api/geo/geocode/?q=`: an address or a town, France. */
export const ZGeocodeQuery = z.object({
  q: z.string({ error: GEO_MESSAGES.q }).trim().min(1, GEO_MESSAGES.q).max(GEOCODE_QUERY_MAX_LENGTH, GEO_MESSAGES.q),
});
export type TGeocodeQuery = z.infer<typeof ZGeocodeQuery>;

/**
 * `GET /api/geo/suggest/?q=`: what the visitor has typed so far (3 characters at least), and where the
 * visitor looks from (`lat`, `lng`, both or neither; `rayon` in km, the list's radius) so that what
 * lies around comes first (docs/nearby-search.md, "Suggestions").
 */
export const ZGeoSuggestQuery = z
  .object({
    q: z
      .string({ error: GEO_MESSAGES.suggestQuery })
      .trim()
      .min(GEO_SUGGEST_MIN_LENGTH, GEO_MESSAGES.suggestQuery)
      .max(GEOCODE_QUERY_MAX_LENGTH, GEO_MESSAGES.suggestQuery),
    lat: queryCoordinate(GEO_MESSAGES.lat, 90).optional(),
    lng: queryCoordinate(GEO_MESSAGES.lng, 180).optional(),
    rayon: z.coerce.number({ error: GEO_MESSAGES.rayon }).gt(0, GEO_MESSAGES.rayon).max(50, GEO_MESSAGES.rayon).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.lat === undefined) !== (value.lng === undefined))
      ctx.addIssue({
        code: 'custom',
        message: value.lat === undefined ? GEO_MESSAGES.lat : GEO_MESSAGES.lng,
        path: [value.lat === undefined ? 'lat' : 'lng'],
      });
  });
export type TGeoSuggestQuery = z.infer<typeof ZGeoSuggestQuery>;

/** A place to search around: an address (street, house number, locality) or a town. */
export const ZPlaceSuggestion = ZGeocodeResult.extend({ kind: z.enum(['adresse', 'ville']) });
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;

/** A bakery whose name matches: choosing it opens its page. */
export const ZBakerySuggestion = z.object({
  kind: z.literal('boulangerie'),
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  code_postal_boulangerie: z.string(),
});
export type TBakerySuggestion = z.infer<typeof ZBakerySuggestion>;

/**
 * Places first, then bakeries; around a position, what lies within the radius first, nearest first.
 * `adresses_indisponibles`: the address service is down, the places are towns only.
 */
export const ZGeoSuggestions = z.object({
  lieux: z.array(ZPlaceSuggestion),
  boulangeries: z.array(ZBakerySuggestion),
  adresses_indisponibles: z.boolean(),
});
export type TGeoSuggestions = z.infer<typeof ZGeoSuggestions>;

/** `GET /api/geo/reverse/?lat=&lng=`. */
export const ZReverseGeocodeQuery = z.object({
  lat: queryCoordinate(GEO_MESSAGES.lat, 90),
  lng: queryCoordinate(GEO_MESSAGES.lng, 180),
});
export type TReverseGeocodeQuery = z.infer<typeof ZReverseGeocodeQuery>;

/**
 * `GET /api/geo/route/?mode=&from_lat=&from_lng=&to_lat=&to_lng=`. A trip longer than ROUTE_MAX_KM
 * as the crow flies is refused on `from_lat`: the start is what the visitor chose (the bakery is fixed).
 */
export const ZRouteQuery = z
  .object({
    mode: z.enum(['driving', 'walking', 'cycling'], { error: GEO_MESSAGES.mode }),
    from_lat: queryCoordinate(GEO_MESSAGES.lat, 90),
    from_lng: queryCoordinate(GEO_MESSAGES.lng, 180),
    to_lat: queryCoordinate(GEO_MESSAGES.lat, 90),
    to_lng: queryCoordinate(GEO_MESSAGES.lng, 180),
  })
  .superRefine((query, context) => {
    const from = { lat: query.from_lat, lng: query.from_lng };
    const to = { lat: query.to_lat, lng: query.to_lng };
    if (haversineKm(from, to) > ROUTE_MAX_KM) context.addIssue({ code: 'custom', path: [], message: GEO_MESSAGES.tripTooLong });
  });
export type TRouteQuery = z.infer<typeof ZRouteQuery>;
