import type { TSirenDisputeRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/siren/dispute/` `{siren, message}`: the report goes to the staff inbox; the person gets an acknowledgement by mail. */
export async function disputeSiren(body: TSirenDisputeRequest): Promise<{ detail: string }> {
  return apiFetch<{ detail: string }>('/api/siren/dispute/', { method: 'POST', body });
}

export function useDisputeSiren() {
  return useMutation({ mutationFn: disputeSiren });
}
