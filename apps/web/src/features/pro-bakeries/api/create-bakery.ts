import type { TProBakery } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `POST /api/cotepro/mes-boulangeries/` multipart (docs/bakery-management.md, "Requests") → 201 the new bakery. */
export async function createBakery(body: FormData): Promise<TProBakery> {
  return apiFetch<TProBakery>('/api/cotepro/mes-boulangeries/', { method: 'POST', body });
}

export function useCreateBakery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBakery,
    onSuccess: (bakery) => {
      queryClient.setQueryData<TProBakery[]>(proBakeriesKeys.mine, (list) => (list ? [...list, bakery] : list));
      queryClient.setQueryData(proBakeriesKeys.bakery(bakery.id), bakery);
      void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.mine });
    },
  });
}
