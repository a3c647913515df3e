import type { TRouteMode } from '@fournil/shared';

export type RouteMode = TRouteMode;
export type LatLng = { lat: number; lng: number };

/** The shortest route found for one mode. */
export type Route = {
  distanceM: number;
  durationS: number;
  /** GeoJSON LineString coordinates, [lng, lat] pairs. */
  geometry: [number, number][];
};

/** Directions for one mode; null when this mode has no route between the two points. */
export type Router = {
  route(mode: RouteMode, from: LatLng, to: LatLng): Promise<Route | null>;
};
