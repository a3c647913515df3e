import type { TInvitationPreview } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const invitationQueryKey = (token: string) => ['invitations', token] as const;

/** `GET /api/invitations/{token}/` (public): the bakery, the masked address and the expiry, before acting. */
export async function getInvitation(token: string, signal?: AbortSignal): Promise<TInvitationPreview> {
  return apiFetch<TInvitationPreview>(`/api/invitations/${encodeURIComponent(token)}/`, signal ? { signal } : {});
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // An unknown or expired link will not become valid by asking again.
    retry: false,
  });
}
