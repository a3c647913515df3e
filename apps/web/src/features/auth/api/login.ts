import type { TAccessTokenResponse, TLoginRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';

/** `POST /api/auth/login/`: stores the access token; the server sets the refresh and CSRF cookies. */
export async function login(body: TLoginRequest): Promise<TAccessTokenResponse> {
  const answer = await apiFetch<TAccessTokenResponse>('/api/auth/login/', { method: 'POST', body, refreshOnUnauthorized: false });
  setToken(answer.access);
  return answer;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
