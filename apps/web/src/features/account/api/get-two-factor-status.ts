import type { TTwoFactorStatus } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const twoFactorStatusQueryKey = ['account', 'two-factor'] as const;

/** `GET /api/auth/2fa/`: whether two-step verification is on, required (staff), and how many recovery codes are left. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TTwoFactorStatus> {
  return apiFetch<TTwoFactorStatus>('/api/auth/2fa/', signal ? { signal } : {});
}

/** Fresh on each screen: the back-office gate reads it too, and another tab may have changed it. */
export function useTwoFactorStatus({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    staleTime: 0,
    enabled: isEnabled,
  });
}
