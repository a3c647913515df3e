import type { TPublicBakeryDetail } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const publicBakeryQueryKey = (id: number) => ['boulangeries', 'public', id] as const;

/** `GET /api/boulangeries/{id}/public/`; 404 `{detail}` for an unknown bakery. */
export function getPublicBakery(id: number, signal?: AbortSignal): Promise<TPublicBakeryDetail> {
  return apiFetch<TPublicBakeryDetail>(`/api/boulangeries/${id}/public/`, signal ? { signal } : {});
}

export function usePublicBakery(id: number | null) {
  return useQuery({
    queryKey: publicBakeryQueryKey(id ?? 0),
    queryFn: ({ signal }) => getPublicBakery(id as number, signal),
    enabled: id !== null,
  });
}
