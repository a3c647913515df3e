import type { TClosure, TClosureRequest } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

/** `POST /api/cotepro/ma-boulangerie/{id}/fermetures/` `{debut, fin, motif}` → 201 the stored closure. */
export async function addClosure(id: number, body: TClosureRequest): Promise<TClosure> {
  return apiFetch<TClosure>(`/api/cotepro/ma-boulangerie/${id}/fermetures/`, { method: 'POST', body });
}

export function useAddClosure(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClosureRequest) => addClosure(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarKeys.bakery(id) }),
  });
}
