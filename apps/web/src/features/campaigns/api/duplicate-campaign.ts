import type { TCampaign } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `POST /api/regiepub/campagnes-publicitaires/{id}/dupliquer/` → 201 a new draft « {nom} (copie) » of the same bakery. */
export function duplicateCampaign(id: number): Promise<TCampaign> {
  return apiFetch<TCampaign>(`/api/regiepub/campagnes-publicitaires/${id}/dupliquer/`, { method: 'POST' });
}

export function useDuplicateCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => duplicateCampaign(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
