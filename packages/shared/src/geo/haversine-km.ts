import { EARTH_RADIUS_KM } from '../constants.js';

export type TLatLng = { lat: number; lng: number };

/** PostgreSQL's radians() multiplies by this very constant: the server's SQL and this code agree to the bit. */
const RADIANS_PER_DEGREE = Math.PI / 180;
const toRadians = (degrees: number): number => degrees * RADIANS_PER_DEGREE;

/**
 * Great-circle distance in km between two points (haversine formula, spherical earth of 6371 km).
 * Written term for term like the nearby search's SQL (bakeries/repository.ts), `a` being the centre.
 */
export function haversineKm(a: TLatLng, b: TLatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h slightly above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
