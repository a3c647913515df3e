import type { TAccountCaps } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/**
 * `GET /api/cotepro/mes-limites/`: the owner's bakeries and stored images against their caps
 * (docs/bakery-management.md, "Caps per account").
 */
export async function getMyLimits(signal?: AbortSignal): Promise<TAccountCaps> {
  return apiFetch<TAccountCaps>('/api/cotepro/mes-limites/', signal ? { signal } : {});
}

export function useMyLimits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: proBakeriesKeys.limits, queryFn: ({ signal }) => getMyLimits(signal), enabled });
}
