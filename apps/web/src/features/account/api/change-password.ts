import type { TPasswordChange, TPasswordChangeResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';

/**
 * `POST /api/auth/password/change/`: every other session ends; this device gets a new access token
 * (stored here) and a new refresh cookie (set by the server).
 */
export async function changePassword(body: TPasswordChange): Promise<TPasswordChangeResponse> {
  const answer = await apiFetch<TPasswordChangeResponse>('/api/auth/password/change/', { method: 'POST', body });
  setToken(answer.access);
  return answer;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
