import type { TProBakery } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `GET /api/cotepro/mes-boulangeries-responsable/`: the bakeries the signed-in user manages. */
export async function getManagedBakeries(signal?: AbortSignal): Promise<TProBakery[]> {
  return apiFetch<TProBakery[]>('/api/cotepro/mes-boulangeries-responsable/', signal ? { signal } : {});
}

export function useManagedBakeries() {
  return useQuery({ queryKey: proBakeriesKeys.managed, queryFn: ({ signal }) => getManagedBakeries(signal) });
}
