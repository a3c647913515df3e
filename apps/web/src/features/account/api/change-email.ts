import type { TEmailChange } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/auth/email/change/`: a link goes to the new address; nothing changes before it is opened. */
export async function requestEmailChange(body: TEmailChange): Promise<{ detail: string }> {
  return apiFetch<{ detail: string }>('/api/auth/email/change/', { method: 'POST', body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
