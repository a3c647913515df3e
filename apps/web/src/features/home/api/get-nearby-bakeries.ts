import type { TNearbyBakery } from '@fournil/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type TNearbyParams = { lat: number; lng: number; rayon: number };

/** About one metre: positions closer than this share a cache entry and a request. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export const nearbyBakeriesQueryKey = ({ lat, lng, rayon }: TNearbyParams) =>
  ['boulangeries', 'nearby', roundCoordinate(lat), roundCoordinate(lng), rayon] as const;

/** `GET /api/boulangeries/?lat=&lng=&rayon=`: the bakeries within `rayon` km, sorted by distance. */
export function getNearbyBakeries({ lat, lng, rayon }: TNearbyParams, signal?: AbortSignal): Promise<TNearbyBakery[]> {
  const query = new URLSearchParams({ lat: String(roundCoordinate(lat)), lng: String(roundCoordinate(lng)), rayon: String(rayon) });
  return apiFetch<TNearbyBakery[]>(`/api/boulangeries/?${query}`, signal ? { signal } : {});
}

/** Nearby bakeries; disabled until a search centre is known. Keeps the previous list while a new radius loads. */
export function useNearbyBakeries(params: TNearbyParams | null) {
  return useQuery({
    queryKey: params ? nearbyBakeriesQueryKey(params) : ['boulangeries', 'nearby', 'none'],
    queryFn: ({ signal }) => getNearbyBakeries(params as TNearbyParams, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
