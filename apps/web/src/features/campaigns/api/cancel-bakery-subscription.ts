import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** `POST /api/payments/bakeries/{id}/subscription/cancel/`: the bakery's monthly publication stops renewing; the paid month runs to its end. */
export async function cancelBakerySubscription(boulangerieId: number): Promise<{ detail?: string }> {
  return apiFetch<{ detail?: string }>(`/api/payments/bakeries/${boulangerieId}/subscription/cancel/`, { method: 'POST' });
}

export function useCancelBakerySubscription(boulangerieId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBakerySubscription(boulangerieId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.bakeries }),
  });
}
