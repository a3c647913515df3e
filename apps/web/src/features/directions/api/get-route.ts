import { DIRECTIONS_MODES, type TLatLng, type TRouteMode, type TRouteSummary } from '@fournil/shared';
import { useQueries } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

export type TRouteParams = { mode: TRouteMode; from: TLatLng; to: TLatLng };

/** `GET /api/geo/route/?mode=&from_lat=&from_lng=&to_lat=&to_lng=`: `{available: false}` when there is no route. */
export function getRoute({ mode, from, to }: TRouteParams, signal?: AbortSignal): Promise<TRouteSummary> {
  const query = new URLSearchParams({
    mode,
    from_lat: from.lat.toFixed(6),
    from_lng: from.lng.toFixed(6),
    to_lat: to.lat.toFixed(6),
    to_lng: to.lng.toFixed(6),
  });
  return apiFetch<TRouteSummary>(`/api/geo/route/?${query}`, signal ? { signal } : {});
}

/** The three modes at once, so that the shortest one can be tagged. Disabled until the origin is known. */
export function useRoutes(from: TLatLng | null, to: TLatLng) {
  return useQueries({
    queries: DIRECTIONS_MODES.map(({ mode }) => ({
      queryKey: ['geo', 'route', mode, from?.lat.toFixed(6), from?.lng.toFixed(6), to.lat.toFixed(6), to.lng.toFixed(6)] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getRoute({ mode, from: from as TLatLng, to }, signal),
      enabled: from !== null,
      staleTime: 5 * 60_000,
      // An answer of the server (a 503 says the router is down for now, with Retry-After) is shown
      // at once; only a request that never reached it is tried once more.
      retry: (failureCount: number, error: unknown) => isApiError(error, 0) && failureCount < 1,
    })),
  });
}
