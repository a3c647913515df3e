import type { TResendConfirmationRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/auth/registration/resend-email/` → 200 `{detail}`, the same whether or not an
 * unconfirmed account uses the address (docs/accounts.md, "Resending the confirmation").
 */
export async function resendConfirmation(body: TResendConfirmationRequest): Promise<{ detail: string }> {
  return apiFetch<{ detail: string }>('/api/auth/registration/resend-email/', { method: 'POST', body });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
