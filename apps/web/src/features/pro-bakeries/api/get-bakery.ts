import type { TProBakery } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `GET /api/cotepro/ma-boulangerie/{id}/`: one of the owner's bakeries (403 `Non autorisé` otherwise). */
export async function getProBakery(id: number, signal?: AbortSignal): Promise<TProBakery> {
  return apiFetch<TProBakery>(`/api/cotepro/ma-boulangerie/${id}/`, signal ? { signal } : {});
}

export function useProBakery(id: number | null) {
  return useQuery({
    queryKey: proBakeriesKeys.bakery(id ?? 0),
    queryFn: ({ signal }) => getProBakery(id as number, signal),
    enabled: id !== null,
  });
}
