import { TWO_FACTOR_LOGIN_REQUIRED, TWO_FACTOR_SETUP_REQUIRED } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';

/**
 * Why the back-office refused for want of two-step verification: 'setup', a staff account without it
 * (403 `two_factor_setup_required`); 'login', a session opened without the code (403 `two_factor_login_required`).
 */
export type TwoFactorRefusal = 'setup' | 'login';

export function twoFactorRefusalOf(error: unknown): TwoFactorRefusal | null {
  if (!isApiError(error, 403) || error.body === null || typeof error.body !== 'object') return null;
  const { code } = error.body as { code?: unknown };
  if (code === TWO_FACTOR_SETUP_REQUIRED) return 'setup';
  return code === TWO_FACTOR_LOGIN_REQUIRED ? 'login' : null;
}

/**
 * Whether a back-office query was refused for want of two-step verification since the screen
 * opened, and why: the gate's second guard, for when the status said it was on (turned off
 * meanwhile, the status unreadable, or a session opened before it was on).
 */
export function useTwoFactorRefusal(): TwoFactorRefusal | null {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<TwoFactorRefusal | null>(null);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const reason = twoFactorRefusalOf(event.query.state.error);
        if (reason) setRefusal(reason);
      }),
    [queryClient],
  );
  return refusal;
}
