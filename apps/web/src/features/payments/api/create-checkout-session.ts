import type { TCreateCheckoutSessionRequest, TCreateCheckoutSessionResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/payments/create-checkout-session/` → `{checkout_url, sessionId}`; the browser then goes there. */
export async function createCheckoutSession(body: TCreateCheckoutSessionRequest): Promise<TCreateCheckoutSessionResponse> {
  return apiFetch<TCreateCheckoutSessionResponse>('/api/payments/create-checkout-session/', { method: 'POST', body });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
