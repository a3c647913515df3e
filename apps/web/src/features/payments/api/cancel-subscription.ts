import type { TSubscriptionCancelResponse } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

/** `POST /api/payments/subscription/cancel/`: no renewal; the paid period runs to its end. */
export async function cancelSubscription(): Promise<TSubscriptionCancelResponse> {
  return apiFetch<TSubscriptionCancelResponse>('/api/payments/subscription/cancel/', { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.access }) });
}
