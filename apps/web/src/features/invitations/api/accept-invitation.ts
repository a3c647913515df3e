import type { TInvitationAccepted } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationQueryKey } from './get-invitation';

/** `POST /api/invitations/{token}/accepter/` (signed in as the invited address): the user becomes the bakery's manager. */
export async function acceptInvitation(token: string): Promise<TInvitationAccepted> {
  return apiFetch<TInvitationAccepted>(`/api/invitations/${encodeURIComponent(token)}/accepter/`, { method: 'POST', body: {} });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    // The link is now used: the preview must say so if the page is shown again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationQueryKey(token), refetchType: 'none' }),
  });
}
