import type { TCalendarResponse, THolidayRuleRequest } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` with the single key `{jours_feries}` (owner or manager) → the bakery. */
export async function patchHolidayRule(id: number, body: THolidayRuleRequest): Promise<unknown> {
  return apiFetch<unknown>(`/api/cotepro/ma-boulangerie/${id}/`, { method: 'PATCH', body });
}

/** `onChanged` lets the composing route refresh what else shows the rule (the owner's bakery lists). */
export function usePatchHolidayRule(id: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: THolidayRuleRequest) => patchHolidayRule(id, body),
    onSuccess: (_bakery, body) => {
      queryClient.setQueryData<TCalendarResponse>(calendarKeys.bakery(id), (calendar) =>
        calendar ? { ...calendar, jours_feries: body.jours_feries } : calendar,
      );
      onChanged?.();
    },
  });
}
