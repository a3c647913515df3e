import { z } from 'zod';

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
