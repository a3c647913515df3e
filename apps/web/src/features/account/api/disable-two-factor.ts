import type { TTwoFactorProofRequest, TTwoFactorStatus } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/** `POST /api/auth/2fa/disable/`: the password and a current code; refused (403) to staff, who must keep it. */
export async function disableTwoFactor(body: TTwoFactorProofRequest): Promise<{ detail: string }> {
  return apiFetch<{ detail: string }>('/api/auth/2fa/disable/', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      // Off at once, so the section does not show the old state while the server's answer comes.
      queryClient.setQueryData<TTwoFactorStatus>(
        twoFactorStatusQueryKey,
        (status) => status && { ...status, enabled: false, recovery_codes_left: 0, enabled_at: null },
      );
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    },
  });
}
