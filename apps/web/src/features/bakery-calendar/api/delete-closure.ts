import type { TCalendarResponse } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

/** `DELETE /api/cotepro/ma-boulangerie/{id}/fermetures/{fermetureId}/` → 204. */
export async function deleteClosure(id: number, closureId: number): Promise<void> {
  await apiFetch<void>(`/api/cotepro/ma-boulangerie/${id}/fermetures/${closureId}/`, { method: 'DELETE' });
}

export function useDeleteClosure(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closureId: number) => deleteClosure(id, closureId),
    onSuccess: (_nothing, closureId) => {
      queryClient.setQueryData<TCalendarResponse>(calendarKeys.bakery(id), (calendar) =>
        calendar ? { ...calendar, fermetures: calendar.fermetures.filter((closure) => closure.id !== closureId) } : calendar,
      );
      void queryClient.invalidateQueries({ queryKey: calendarKeys.bakery(id) });
    },
  });
}
