import type { TContactRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/contact/` → 201 `{detail}`: stored and e-mailed to the team. */
export async function sendContact(body: TContactRequest): Promise<{ detail?: string }> {
  return (await apiFetch<{ detail?: string } | undefined>('/api/contact/', { method: 'POST', body })) ?? {};
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
