import type { TCalendarResponse, TSpecialHours, TSpecialHoursRequest } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

export type TPutSpecialHours = { date: string; body: TSpecialHoursRequest };

/** `PUT /api/cotepro/ma-boulangerie/{id}/horaires-speciaux/{YYYY-MM-DD}/` `{plages}` (an empty list: closed that day). */
export async function putSpecialHours(id: number, { date, body }: TPutSpecialHours): Promise<TSpecialHours> {
  return apiFetch<TSpecialHours>(`/api/cotepro/ma-boulangerie/${id}/horaires-speciaux/${date}/`, { method: 'PUT', body });
}

export function usePutSpecialHours(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TPutSpecialHours) => putSpecialHours(id, request),
    onSuccess: (_saved, { date, body }) => {
      // The screen shows the new day at once (the one-tap closing swaps to « Annuler »), then the server's list.
      queryClient.setQueryData<TCalendarResponse>(calendarKeys.bakery(id), (calendar) =>
        calendar
          ? {
              ...calendar,
              horaires_speciaux: [
                ...calendar.horaires_speciaux.filter((special) => special.date !== date),
                { date, plages: body.plages },
              ].sort((a, b) => a.date.localeCompare(b.date)),
            }
          : calendar,
      );
      void queryClient.invalidateQueries({ queryKey: calendarKeys.bakery(id) });
    },
  });
}
