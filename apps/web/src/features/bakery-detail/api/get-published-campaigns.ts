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
    // A publish or unpublish reaches visitors within seconds (docs/advertising.md): short cache,
    // refetched when the page is shown again or the window regains focus.
    staleTime: 5_000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    // An advert is optional: a failure only hides the block.
    retry: false,
  });
}
