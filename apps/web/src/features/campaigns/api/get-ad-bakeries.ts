import type { TBakeryAdStatus } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `GET /api/regiepub/boulangeries/`: the owner's bakeries, paid this month or not, with an active campaign or not. */
export function getAdBakeries(signal?: AbortSignal): Promise<TBakeryAdStatus[]> {
  return apiFetch<TBakeryAdStatus[]>('/api/regiepub/boulangeries/', signal ? { signal } : {});
}

export function useAdBakeries(enabled = true) {
  return useQuery({ queryKey: campaignKeys.bakeries, queryFn: ({ signal }) => getAdBakeries(signal), enabled });
}
