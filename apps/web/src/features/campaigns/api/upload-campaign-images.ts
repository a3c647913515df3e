import type { TCampaign } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `POST /api/regiepub/campagnes-publicitaires/{id}/images/` multipart `image` parts. */
export function uploadCampaignImages(id: number, files: File[]): Promise<TCampaign> {
  const body = new FormData();
  for (const file of files) body.append('image', file);
  return apiFetch<TCampaign>(`/api/regiepub/campagnes-publicitaires/${id}/images/`, { method: 'POST', body });
}

export function useUploadCampaignImages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadCampaignImages(id, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list }),
  });
}
