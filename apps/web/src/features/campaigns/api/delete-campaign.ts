import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `DELETE /api/regiepub/campagnes-publicitaires/{id}/` → 204. */
export async function deleteCampaign(id: number): Promise<void> {
  await apiFetch<void>(`/api/regiepub/campagnes-publicitaires/${id}/`, { method: 'DELETE' });
}

export function useDeleteCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCampaign(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
