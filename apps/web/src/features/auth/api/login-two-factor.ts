import { TWO_FACTOR_RESTART, type TAccessTokenResponse, type TTwoFactorLoginRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';

/**
 * `POST /api/auth/login/2fa/`: the login's ticket with the app's code or a recovery code. Stores the
 * access token like the login does; the server sets the same cookies.
 */
export async function loginTwoFactor(body: TTwoFactorLoginRequest): Promise<TAccessTokenResponse> {
  const answer = await apiFetch<TAccessTokenResponse>('/api/auth/login/2fa/', { method: 'POST', body, refreshOnUnauthorized: false });
  setToken(answer.access);
  return answer;
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}

/** The 400 `{detail, code: 'two_factor_restart'}`: the ticket expired or too many wrong codes were tried; the login starts again. */
export function isTwoFactorRestart(error: unknown): boolean {
  if (!isApiError(error, 400) || error.body === null || typeof error.body !== 'object') return false;
  return (error.body as { code?: unknown }).code === TWO_FACTOR_RESTART;
}
