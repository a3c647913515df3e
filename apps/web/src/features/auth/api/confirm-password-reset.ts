import type { TPasswordResetConfirm } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/auth/password/reset/confirm/` `{uid, token, password}`. */
export async function confirmPasswordReset(body: TPasswordResetConfirm): Promise<{ detail?: string }> {
  return (await apiFetch<{ detail?: string } | undefined>('/api/auth/password/reset/confirm/', { method: 'POST', body })) ?? {};
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
