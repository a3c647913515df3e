import type { TCampaign } from '@fournil/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/regiepub/campagnes-publicitaires/{id}/images/` multipart `image` parts. The screens send
 * one image per request (lib/upload-each-image.ts), so that one refusal keeps the others.
 */
export function uploadCampaignImages(id: number, files: File[]): Promise<TCampaign> {
  const body = new FormData();
  for (const file of files) body.append('image', file);
  return apiFetch<TCampaign>(`/api/regiepub/campagnes-publicitaires/${id}/images/`, { method: 'POST', body });
}
