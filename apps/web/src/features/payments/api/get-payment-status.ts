import type { TPaymentStatusResponse } from '@fournil/shared';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/payments/paiements/status/?session_id=` (the /success screen): `paid`, `pending` or `failed`. */
export async function getPollingStatus(sessionId: string, signal?: AbortSignal): Promise<TPaymentStatusResponse> {
  return apiFetch<TPaymentStatusResponse>(
    `/api/payments/paiements/status/?session_id=${encodeURIComponent(sessionId)}`,
    signal ? { signal } : {},
  );
}

/** `GET /api/payments/status/?session_id=` (the /paiement/success screen): `success` for a paid session. */
export async function getPaymentResult(sessionId: string, signal?: AbortSignal): Promise<TPaymentStatusResponse> {
  return apiFetch<TPaymentStatusResponse>(`/api/payments/status/?session_id=${encodeURIComponent(sessionId)}`, signal ? { signal } : {});
}
