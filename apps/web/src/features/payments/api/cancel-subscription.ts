import type { TSubscriptionCancelResponse } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adAccessQueryKey } from '@/lib/ad-access';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/payments/subscription/cancel/`: no renewal; the paid period runs to its end. */
export async function cancelSubscription(): Promise<TSubscriptionCancelResponse> {
  return apiFetch<TSubscriptionCancelResponse>('/api/payments/subscription/cancel/', { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => queryClient.invalidateQueries({ queryKey: adAccessQueryKey }) });
}
