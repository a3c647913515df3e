import type { TSirenVerifyResponse } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { userQueryKey } from './get-user';

/** `POST /api/insee/auth/verify-siren/` `{siren}` → `{valid, message}` (also on 409/5xx, as an error body). */
export async function verifySiren(siren: string): Promise<TSirenVerifyResponse> {
  return apiFetch<TSirenVerifyResponse>('/api/insee/auth/verify-siren/', { method: 'POST', body: { siren } });
}

export function useVerifySiren() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySiren,
    // A verified SIREN changes the user's rights (propriétaire) and brings the company name the profile
    // shows: read the account again (the profile form is keyed by user, a refetch does not reset it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
