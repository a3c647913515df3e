import type { TPaymentRow } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Under `payments`: a payment or a refund changes it, and `afterPayment` reads it again. */
export const myPaymentsQueryKey = ['payments', 'mine'] as const;

/** `GET /api/regiepub/paiements/`: the owner's payments, newest first, each with its invoice and credit notes. */
export async function getMyPayments(signal?: AbortSignal): Promise<TPaymentRow[]> {
  return apiFetch<TPaymentRow[]>('/api/regiepub/paiements/', signal ? { signal } : {});
}

export function useMyPayments() {
  return useQuery({ queryKey: myPaymentsQueryKey, queryFn: ({ signal }) => getMyPayments(signal) });
}
