import type { TCampaign } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `POST /api/regiepub/campagnes-publicitaires/` multipart with `etat=brouillon` → 201 the campaign. */
export function createCampaign(body: FormData): Promise<TCampaign> {
  return apiFetch<TCampaign>('/api/regiepub/campagnes-publicitaires/', { method: 'POST', body });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}
