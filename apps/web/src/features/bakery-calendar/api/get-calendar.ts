import type { TCalendarResponse } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

/** `GET /api/cotepro/ma-boulangerie/{id}/fermetures/`: every upcoming closure and special date, and the holiday rule (owner or manager). */
export async function getCalendar(id: number, signal?: AbortSignal): Promise<TCalendarResponse> {
  return apiFetch<TCalendarResponse>(`/api/cotepro/ma-boulangerie/${id}/fermetures/`, signal ? { signal } : {});
}

export function useBakeryCalendar(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: calendarKeys.bakery(id), queryFn: ({ signal }) => getCalendar(id, signal), enabled });
}
