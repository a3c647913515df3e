import type { TBakeryJsonPatch, TProBakery } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';
import { storeBakery } from './cache';

/**
 * `PATCH /api/cotepro/ma-boulangerie/{id}/` JSON: one availability flag (`{disponibilite_pain: false}`)
 * or the manager (`{responsable: 12}`, `{responsable: null}` to remove them).
 */
export async function patchBakery(id: number, body: TBakeryJsonPatch): Promise<TProBakery> {
  return apiFetch<TProBakery>(`/api/cotepro/ma-boulangerie/${id}/`, { method: 'PATCH', body });
}

export function usePatchBakery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBakeryJsonPatch) => patchBakery(id, body),
    onSuccess: (bakery, body) => {
      storeBakery(queryClient, bakery, id);
      // A new or removed manager changes who the candidates are attached to, and voids the pending invitations.
      if ('responsable' in body) {
        void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.candidates });
        void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.invitations });
      }
    },
  });
}
