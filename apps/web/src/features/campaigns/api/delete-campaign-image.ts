import type { TCampaign } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `DELETE /api/regiepub/campagnes-publicitaires/{id}/images/{imageId}/supprimer/`. */
export function deleteCampaignImage(id: number, imageId: number): Promise<TCampaign> {
  return apiFetch<TCampaign>(`/api/regiepub/campagnes-publicitaires/${id}/images/${imageId}/supprimer/`, { method: 'DELETE' });
}

export function useDeleteCampaignImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteCampaignImage(id, imageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list }),
  });
}
