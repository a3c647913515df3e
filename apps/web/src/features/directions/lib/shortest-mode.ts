import type { TRouteMode, TRouteSummary } from '@fournil/shared';

/** The mode whose available route is the shortest in distance; null when none is available. */
export function getShortestMode(routes: ReadonlyArray<TRouteSummary | undefined>): TRouteMode | null {
  let best: TRouteSummary | null = null;
  for (const route of routes) {
    if (!route?.available || typeof route.distance_km !== 'number') continue;
    if (!best || route.distance_km < (best.distance_km as number)) best = route;
  }
  return best?.mode ?? null;
}
