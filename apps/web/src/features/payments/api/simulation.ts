import type { TSimulationResult, TSimulationSession } from '@fournil/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

const base = (sessionId: string) => `/api/payments/simulation/${encodeURIComponent(sessionId)}/`;

/** `GET /api/payments/simulation/{id}/`: product, amount and provider of the simulated checkout. */
export async function getSimulation(sessionId: string, signal?: AbortSignal): Promise<TSimulationSession> {
  return apiFetch<TSimulationSession>(base(sessionId), signal ? { signal } : {});
}

export function useSimulation(sessionId: string) {
  return useQuery({ queryKey: paymentKeys.simulation(sessionId), queryFn: ({ signal }) => getSimulation(sessionId, signal), retry: false });
}

/** `POST …/payer/` or `…/annuler/` → `{redirect_url}` where the browser goes next. */
export async function decideSimulation({
  sessionId,
  action,
}: {
  sessionId: string;
  action: 'payer' | 'annuler';
}): Promise<TSimulationResult> {
  return apiFetch<TSimulationResult>(`${base(sessionId)}${action}/`, { method: 'POST' });
}

export function useDecideSimulation() {
  return useMutation({ mutationFn: decideSimulation });
}
