import type { TAvailabilityPatch, TProBakery } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeBakery } from './cache';

/** `PATCH /api/cotepro/ma-boulangerie-responsable/{id}/` JSON: one availability flag (a manager's toggle). */
export async function patchManagedBakery(id: number, body: TAvailabilityPatch): Promise<TProBakery> {
  return apiFetch<TProBakery>(`/api/cotepro/ma-boulangerie-responsable/${id}/`, { method: 'PATCH', body });
}

export function usePatchManagedBakery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAvailabilityPatch }) => patchManagedBakery(id, body),
    onSuccess: (bakery, { id }) => storeBakery(queryClient, bakery, id),
  });
}
