import type { TInviteManagerRequest } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `POST /api/boulangeries/inviter-responsable/` `{email, boulangerie_id}` → `{detail}`; the e-mail carries the link. */
export async function inviteManager(body: TInviteManagerRequest): Promise<{ detail: string }> {
  return apiFetch<{ detail: string }>('/api/boulangeries/inviter-responsable/', { method: 'POST', body });
}

export function useInviteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteManager,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proBakeriesKeys.invitations }),
  });
}
