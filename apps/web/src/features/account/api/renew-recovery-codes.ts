import type { TRecoveryCodesResponse, TTwoFactorProofRequest, TTwoFactorStatus } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/** `POST /api/auth/2fa/recovery-codes/`: the password and a current code; ten new recovery codes, the old ones dead. */
export async function renewRecoveryCodes(body: TTwoFactorProofRequest): Promise<TRecoveryCodesResponse> {
  return apiFetch<TRecoveryCodesResponse>('/api/auth/2fa/recovery-codes/', { method: 'POST', body });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: ({ recovery_codes }) => {
      queryClient.setQueryData<TTwoFactorStatus>(
        twoFactorStatusQueryKey,
        (status) => status && { ...status, recovery_codes_left: recovery_codes.length },
      );
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    },
  });
}
