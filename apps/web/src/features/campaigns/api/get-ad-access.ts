import type { TAdAccess } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `GET /api/payments/access/`: whether the user may use the advertising section, and until when. */
export function getAdAccess(signal?: AbortSignal): Promise<TAdAccess> {
  return apiFetch<TAdAccess>('/api/payments/access/', signal ? { signal } : {});
}

export function useAdAccess() {
  return useQuery({ queryKey: campaignKeys.access, queryFn: ({ signal }) => getAdAccess(signal) });
}
