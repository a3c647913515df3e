import type { TCampaign, TCampaignEtatPatch } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `PATCH /api/regiepub/campagnes-publicitaires/{id}/` JSON `{etat}`: publish or unpublish. */
export function patchCampaignEtat(id: number, body: TCampaignEtatPatch): Promise<TCampaign> {
  return apiFetch<TCampaign>(`/api/regiepub/campagnes-publicitaires/${id}/`, { method: 'PATCH', body });
}

export function usePatchCampaignEtat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCampaignEtatPatch) => patchCampaignEtat(id, body),
    // A refused publish may mean another campaign became active meanwhile: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
