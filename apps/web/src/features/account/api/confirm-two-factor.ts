import type { TTwoFactorConfirmRequest, TTwoFactorConfirmResponse, TTwoFactorStatus } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/**
 * `POST /api/auth/2fa/confirm/`: a code of the new secret turns two-step verification on (or
 * replaces the app when it was on); answers the ten recovery codes, shown once. Turning it on ends
 * every other session: this device gets a new access token (stored here) and refresh cookie.
 */
export async function confirmTwoFactor(body: TTwoFactorConfirmRequest): Promise<TTwoFactorConfirmResponse> {
  const answer = await apiFetch<TTwoFactorConfirmResponse>('/api/auth/2fa/confirm/', { method: 'POST', body });
  if (answer.access) setToken(answer.access);
  return answer;
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
