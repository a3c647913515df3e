import type { TCheckoutMode, TCreatePaymentSessionResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/payments/create-payment-session/` `{boulangerie_id, mode}`: the bakery's fee for the
 * current month (`payment`), or that month and then every month until cancelled (`subscription`).
 */
export function createPaymentSession({ boulangerieId, mode }: { boulangerieId: number; mode: TCheckoutMode }): Promise<TCreatePaymentSessionResponse> {
  return apiFetch<TCreatePaymentSessionResponse>('/api/payments/create-payment-session/', { method: 'POST', body: { boulangerie_id: boulangerieId, mode } });
}

export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
