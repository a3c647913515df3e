import type { TRegistrationRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/auth/registration/` → 201 `{detail}`; a confirmation e-mail is sent. */
export async function register(body: TRegistrationRequest): Promise<{ detail?: string }> {
  return (await apiFetch<{ detail?: string } | undefined>('/api/auth/registration/', { method: 'POST', body })) ?? {};
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
