import type { TCreatePaymentSessionResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/payments/create-payment-session/` `{boulangerie_id}`: the bakery's fee for the current month. */
export function createPaymentSession(boulangerieId: number): Promise<TCreatePaymentSessionResponse> {
  return apiFetch<TCreatePaymentSessionResponse>('/api/payments/create-payment-session/', { method: 'POST', body: { boulangerie_id: boulangerieId } });
}

export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
