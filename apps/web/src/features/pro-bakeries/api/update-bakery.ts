import type { TProBakery } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { storeBakery } from './cache';

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` multipart: the edit form (with `delete_logo='true'` to drop the logo). */
export async function updateBakery(id: number, body: FormData): Promise<TProBakery> {
  return apiFetch<TProBakery>(`/api/cotepro/ma-boulangerie/${id}/`, { method: 'PATCH', body });
}

export function useUpdateBakery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => updateBakery(id, body),
    onSuccess: (bakery) => storeBakery(queryClient, bakery, id),
  });
}
