import type { TPasswordResetRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/auth/password/reset/` → `{detail}`, the same answer whether or not the address exists. */
export async function requestPasswordReset(body: TPasswordResetRequest): Promise<{ detail?: string }> {
  return (await apiFetch<{ detail?: string } | undefined>('/api/auth/password/reset/', { method: 'POST', body })) ?? {};
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
