import { PAYMENT_PENDING_MAX_MS, PAYMENT_POLL_INTERVAL_MS, type TPaymentStatusResponse } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPaymentResult, getPollingStatus } from '../api/get-payment-status';
import { paymentKeys } from '../api/query-keys';

const READERS: Record<'polling' | 'result', (sessionId: string, signal?: AbortSignal) => Promise<TPaymentStatusResponse>> = {
  polling: getPollingStatus,
  result: getPaymentResult,
};

/**
 * The status of a checkout session as both result screens read it (docs/payments.md, "Result
 * screens"): asked again every 2,5 s while `pending`, for 30 s; then `isStillPending` says the
 * payment is still being confirmed. A pending payment is never reported as failed: the provider
 * may confirm it later (a webhook), and « Mes paiements » will show it.
 */
export function usePaymentStatus(screen: 'polling' | 'result', sessionId: string) {
  const [isStillPending, setIsStillPending] = useState(false);
  const status = useQuery({
    queryKey: paymentKeys.status(screen, sessionId),
    queryFn: ({ signal }) => READERS[screen](sessionId, signal),
    enabled: sessionId !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && !isStillPending ? PAYMENT_POLL_INTERVAL_MS : false),
  });
  const isPending = status.data?.status === 'pending';

  useEffect(() => {
    if (sessionId === '') return;
    const timer = window.setTimeout(() => setIsStillPending(true), PAYMENT_PENDING_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId]);

  return {
    ...status,
    isPaid: status.data?.status === 'paid' || status.data?.status === 'success',
    isPending,
    isStillPending: isPending && isStillPending,
  };
}
