import type { TProBakery } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `GET /api/cotepro/mes-boulangeries/`: the signed-in owner's bakeries (403 without a verified SIREN). */
export async function getMyBakeries(signal?: AbortSignal): Promise<TProBakery[]> {
  return apiFetch<TProBakery[]>('/api/cotepro/mes-boulangeries/', signal ? { signal } : {});
}

export function useMyBakeries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: proBakeriesKeys.mine, queryFn: ({ signal }) => getMyBakeries(signal), enabled });
}
