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

/**
 * The router could not answer right now (unreachable, time-out, 429, 5xx, oversized or malformed
 * answer, our own share of its rate spent): not "no route", which is a real answer (null).
 */
export class RouterUnavailableError extends Error {
  constructor(
    readonly mode: RouteMode,
    readonly reason: string,
  ) {
    super(`router ${mode} unavailable: ${reason}`);
    this.name = 'RouterUnavailableError';
  }
}

/** Directions for one mode; null when this mode has no route between the two points; throws RouterUnavailableError when it cannot tell. */
export type Router = {
  route(mode: RouteMode, from: LatLng, to: LatLng): Promise<Route | null>;
};
