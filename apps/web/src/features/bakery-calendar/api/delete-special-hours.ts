import type { TCalendarResponse } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

/** `DELETE /api/cotepro/ma-boulangerie/{id}/horaires-speciaux/{YYYY-MM-DD}/` → 204: the week's hours apply again that day. */
export async function deleteSpecialHours(id: number, date: string): Promise<void> {
  await apiFetch<void>(`/api/cotepro/ma-boulangerie/${id}/horaires-speciaux/${date}/`, { method: 'DELETE' });
}

export function useDeleteSpecialHours(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => deleteSpecialHours(id, date),
    onSuccess: (_nothing, date) => {
      queryClient.setQueryData<TCalendarResponse>(calendarKeys.bakery(id), (calendar) =>
        calendar ? { ...calendar, horaires_speciaux: calendar.horaires_speciaux.filter((special) => special.date !== date) } : calendar,
      );
      void queryClient.invalidateQueries({ queryKey: calendarKeys.bakery(id) });
    },
  });
}
