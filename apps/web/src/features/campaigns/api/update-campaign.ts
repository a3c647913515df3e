import type { TCampaign } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `PATCH /api/regiepub/campagnes-publicitaires/{id}/` multipart: the edit form. */
export function updateCampaign(id: number, body: FormData): Promise<TCampaign> {
  return apiFetch<TCampaign>(`/api/regiepub/campagnes-publicitaires/${id}/`, { method: 'PATCH', body });
}

export function useUpdateCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => updateCampaign(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
