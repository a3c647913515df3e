import type { TAccountDelete } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clearToken } from '@/lib/auth-token';

/** `POST /api/auth/delete/` → 204: the account is gone, and so is this browser's token. */
export async function deleteAccount(body: TAccountDelete): Promise<void> {
  await apiFetch<unknown>('/api/auth/delete/', { method: 'POST', body });
  clearToken();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
