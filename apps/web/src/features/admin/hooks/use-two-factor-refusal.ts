import { TWO_FACTOR_SETUP_REQUIRED } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';

/** The back-office's 403 `{detail, code: 'two_factor_setup_required'}`: a staff account without two-step verification. */
export function isTwoFactorSetupRequired(error: unknown): boolean {
  if (!isApiError(error, 403) || error.body === null || typeof error.body !== 'object') return false;
  return (error.body as { code?: unknown }).code === TWO_FACTOR_SETUP_REQUIRED;
}

/**
 * Whether a back-office query was refused for want of two-step verification since the screen
 * opened: the gate's second guard, for when the status said it was on (turned off meanwhile, or
 * the status could not be read).
 */
export function useTwoFactorRefusal(): boolean {
  const queryClient = useQueryClient();
  const [isRefused, setIsRefused] = useState(false);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isTwoFactorSetupRequired(event.query.state.error)) setIsRefused(true);
      }),
    [queryClient],
  );
  return isRefused;
}
