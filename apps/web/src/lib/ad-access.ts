import type { TAdAccess } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Query key of the advertising access. Under `payments`: a payment or a cancelled subscription
 * changes it, and the payments feature invalidates it.
 */
export const adAccessQueryKey = ['payments', 'access'] as const;

/** `GET /api/payments/access/`: whether the user may use the advertising section, and until when. */
export async function getAdAccess(signal?: AbortSignal): Promise<TAdAccess> {
  return apiFetch<TAdAccess>('/api/payments/access/', signal ? { signal } : {});
}

export function useAdAccess() {
  return useQuery({ queryKey: adAccessQueryKey, queryFn: ({ signal }) => getAdAccess(signal) });
}
