import type { TCampaign } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `GET /api/regiepub/campagnes-publicitaires/`: every campaign of the owner's bakeries. */
export function getCampaigns(signal?: AbortSignal): Promise<TCampaign[]> {
  return apiFetch<TCampaign[]>('/api/regiepub/campagnes-publicitaires/', signal ? { signal } : {});
}

export function useCampaigns(enabled = true) {
  return useQuery({ queryKey: campaignKeys.list, queryFn: ({ signal }) => getCampaigns(signal), enabled });
}
