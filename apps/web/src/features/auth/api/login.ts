import { TWO_FACTOR_REQUIRED, type TAccessTokenResponse, type TLoginRequest, type TTwoFactorChallenge } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';

/** The login's 200: the tokens, or, for an account with two-step verification, the ticket of the second step. */
export type TLoginAnswer = TAccessTokenResponse | TTwoFactorChallenge;

export function isTwoFactorChallenge(answer: TLoginAnswer): answer is TTwoFactorChallenge {
  return 'code' in answer && answer.code === TWO_FACTOR_REQUIRED;
}

/**
 * `POST /api/auth/login/`: stores the access token; the server sets the refresh and CSRF cookies.
 * A two-step account gets no token and no cookie yet: the challenge goes back to the form
 * (the second step is `login-two-factor.ts`).
 */
export async function login(body: TLoginRequest): Promise<TLoginAnswer> {
  const answer = await apiFetch<TLoginAnswer>('/api/auth/login/', { method: 'POST', body, refreshOnUnauthorized: false });
  if (isTwoFactorChallenge(answer)) return answer;
  setToken(answer.access);
  return answer;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
