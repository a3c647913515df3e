import type { TBillingPortalResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/payments/portal/` → `{url}`: the provider's page where the owner updates the card of a subscription (404/409 without one). */
export async function openBillingPortal(): Promise<TBillingPortalResponse> {
  return apiFetch<TBillingPortalResponse>('/api/payments/portal/', { method: 'POST' });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
