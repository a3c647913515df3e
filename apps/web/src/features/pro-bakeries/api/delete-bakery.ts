import type { TProBakery } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `DELETE /api/cotepro/ma-boulangerie/{id}/` → 204. */
export async function deleteBakery(id: number): Promise<void> {
  await apiFetch<void>(`/api/cotepro/ma-boulangerie/${id}/`, { method: 'DELETE' });
}

export function useDeleteBakery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBakery(id),
    onSuccess: () => {
      queryClient.setQueryData<TProBakery[]>(proBakeriesKeys.mine, (list) => list?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.mine });
    },
  });
}
