import type { TPublishedCampaign } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const publishedCampaignsQueryKey = (bakeryId: number) => ['regiepub', 'campagnes-publiees', bakeryId] as const;

/** `GET /api/regiepub/boulangeries/{id}/campagnes-publiees/`: usually `[]`. */
export function getPublishedCampaigns(bakeryId: number, signal?: AbortSignal): Promise<TPublishedCampaign[]> {
  return apiFetch<TPublishedCampaign[]>(`/api/regiepub/boulangeries/${bakeryId}/campagnes-publiees/`, signal ? { signal } : {});
}

export function usePublishedCampaigns(bakeryId: number | null) {
  return useQuery({
    queryKey: publishedCampaignsQueryKey(bakeryId ?? 0),
    queryFn: ({ signal }) => getPublishedCampaigns(bakeryId as number, signal),
    enabled: bakeryId !== null,
    staleTime: 5 * 60_000,
    // An advert is optional: a failure only hides the block.
    retry: false,
  });
}
