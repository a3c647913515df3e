import type { TCheckoutMode, TCreatePaymentSessionResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/payments/create-payment-session/` `{boulangerie_id, mode}`: the bakery's fee for the
 * current month (`payment`), or that month and then every month until cancelled (`subscription`).
 */
export function createPaymentSession({
  boulangerieId,
  mode,
  campaignId,
}: {
  boulangerieId: number;
  mode: TCheckoutMode;
  campaignId?: number;
}): Promise<TCreatePaymentSessionResponse> {
  // With a campaign: the server publishes it when the payment completes (docs/advertising.md, "Publish on payment").
  const body = { boulangerie_id: boulangerieId, mode, ...(campaignId ? { campagne_id: campaignId } : {}) };
  return apiFetch<TCreatePaymentSessionResponse>('/api/payments/create-payment-session/', { method: 'POST', body });
}

export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
