import type { TClaimAccepted, TClaimPending } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** 200 (the bakery is yours: it has an id) or 202 (the claim waits for staff: a message only). */
export type ClaimAnswer = TClaimAccepted | TClaimPending;

export const isAccepted = (answer: ClaimAnswer): answer is TClaimAccepted => 'id' in answer;

/** `POST /api/boulangeries/{id}/revendication/` (docs/claims.md). */
export async function claimBakery(bakeryId: number): Promise<ClaimAnswer> {
  return apiFetch<ClaimAnswer>(`/api/boulangeries/${bakeryId}/revendication/`, { method: 'POST' });
}

export function useClaimBakery() {
  return useMutation({ mutationFn: claimBakery });
}
