import type { TRecoveryCodesResponse, TTwoFactorConfirmRequest, TTwoFactorStatus } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/**
 * `POST /api/auth/2fa/confirm/`: a code of the new secret turns two-step verification on (or
 * replaces the app when it was on); answers the ten recovery codes, shown once.
 */
export async function confirmTwoFactor(body: TTwoFactorConfirmRequest): Promise<TRecoveryCodesResponse> {
  return apiFetch<TRecoveryCodesResponse>('/api/auth/2fa/confirm/', { method: 'POST', body });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: ({ recovery_codes }) => {
      // On at once for the screens that read the status; the server's own answer follows.
      queryClient.setQueryData<TTwoFactorStatus>(
        twoFactorStatusQueryKey,
        (status) =>
          status && {
            ...status,
            enabled: true,
            recovery_codes_left: recovery_codes.length,
            enabled_at: status.enabled_at ?? new Date().toISOString(),
          },
      );
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    },
  });
}
