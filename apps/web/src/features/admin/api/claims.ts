import type { TAdminClaim, TClaimDecision } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/revendications/`: claims of listings, pending first, and their decision (docs/claims.md, "Staff").
const BASE = '/api/admin/revendications/';

export function useAdminClaims(values: TListQueryValues) {
  return useAdminList<TAdminClaim>('claims', BASE, values);
}

/** Accept, or refuse with an optional reason; the lists of claims and bakeries are read again. */
export function useDecideClaim(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { action: 'accepter' } | { action: 'refuser'; motif: string }) =>
      apiFetch<TClaimDecision>(`${BASE}${id}/${decision.action}/`, {
        method: 'POST',
        body: decision.action === 'refuser' ? { motif: decision.motif } : {},
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('claims') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('bakeries') });
    },
  });
}
