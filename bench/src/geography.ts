// Where the bench puts bakeries and asks for them: the Paris centre, a rural point, and mainland
// France as a coarse polygon. Distances use the 6371 km sphere, like the server's radius search.
import { seededRandom, type Random } from './random.js';

export type Point = { lat: number; lng: number };

/** The home page's default centre (Notre-Dame): where the speed targets are measured. */
export const PARIS_CENTRE: Point = { lat: 48.8534, lng: 2.3488 };
/** Centre of France, in and around Montluçon: a small town among fields. */
export const RURAL_POINT: Point = { lat: 46.35, lng: 2.6 };

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export function haversineKm(a: Point, b: Point): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `eastKm` east and `northKm` north of `origin` (flat approximation, fine below 50 km). */
export function offsetKm(origin: Point, eastKm: number, northKm: number): Point {
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180);
  return { lat: origin.lat + northKm / KM_PER_DEGREE_LAT, lng: origin.lng + eastKm / kmPerDegreeLng };
}

/** East and north distance in km from `origin` (the inverse of offsetKm). */
export function eastNorthKm(origin: Point, point: Point): { east: number; north: number } {
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180);
  return { east: (point.lng - origin.lng) * kmPerDegreeLng, north: (point.lat - origin.lat) * KM_PER_DEGREE_LAT };
}

/** Mainland France, coarsely (about 20 km): [lng, lat] clockwise from Dunkirk. Corsica is left out. */
const MAINLAND_FRANCE: readonly (readonly [number, number])[] = [
  [2.55, 51.08],
  [3.2, 50.75],
  [4.2, 50.05],
  [4.85, 50.15],
  [5.0, 49.8],
  [5.8, 49.55],
  [6.36, 49.46],
  [7.6, 49.08],
  [8.2, 48.97],
  [7.6, 47.6],
  [7.0, 47.45],
  [6.1, 46.5],
  [6.1, 46.2],
  [6.8, 46.1],
  [6.85, 45.85],
  [7.1, 45.25],
  [6.65, 45.05],
  [7.0, 44.25],
  [7.5, 43.8],
  [6.9, 43.45],
  [6.6, 43.15],
  [5.9, 43.1],
  [5.3, 43.22],
  [4.8, 43.42],
  [4.05, 43.55],
  [3.2, 43.25],
  [3.05, 42.6],
  [3.17, 42.45],
  [2.5, 42.35],
  [1.7, 42.5],
  [0.7, 42.8],
  [-0.3, 42.8],
  [-1.4, 43.05],
  [-1.78, 43.37],
  [-1.45, 43.6],
  [-1.2, 44.6],
  [-1.15, 45.5],
  [-1.25, 46.15],
  [-2.1, 46.8],
  [-2.5, 47.3],
  [-3.5, 47.7],
  [-4.4, 47.8],
  [-4.75, 48.3],
  [-4.6, 48.6],
  [-3.5, 48.85],
  [-2.3, 48.65],
  [-1.6, 48.65],
  [-1.6, 49.2],
  [-1.95, 49.7],
  [-1.25, 49.7],
  [-1.1, 49.4],
  [-0.2, 49.3],
  [0.2, 49.7],
  [1.2, 50.05],
  [1.6, 50.35],
  [1.6, 50.9],
];

const BOUNDS = { minLat: 42.3, maxLat: 51.1, minLng: -4.8, maxLng: 8.25 };

/** Ray casting over MAINLAND_FRANCE. */
export function isInMainlandFrance({ lat, lng }: Point): boolean {
  let inside = false;
  for (let i = 0, j = MAINLAND_FRANCE.length - 1; i < MAINLAND_FRANCE.length; j = i, i += 1) {
    const [xi, yi] = MAINLAND_FRANCE[i]!;
    const [xj, yj] = MAINLAND_FRANCE[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A uniformly random point of mainland France. */
export function randomPointInFrance(random: Random): Point {
  for (;;) {
    const point = {
      lat: BOUNDS.minLat + random() * (BOUNDS.maxLat - BOUNDS.minLat),
      lng: BOUNDS.minLng + random() * (BOUNDS.maxLng - BOUNDS.minLng),
    };
    if (isInMainlandFrance(point)) return point;
  }
}

/** `count` random search points across mainland France with radii 1–10 km (seeded). */
export function randomSearches(count: number, seed: number): (Point & { rayon: number })[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const point = randomPointInFrance(random);
    return { lat: round(point.lat, 4), lng: round(point.lng, 4), rayon: 1 + Math.floor(random() * 10) };
  });
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
