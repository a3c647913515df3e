import type { TAdminDuplicate } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/doublons/`: the staff's review queue « Doublons à vérifier » (docs/open-data.md, "The staff's review queue").
const BASE = '/api/admin/doublons/';

/** `GET /api/admin/doublons/?status=&q=&page=&page_size=`: pending first. */
export const useAdminDuplicates = (values: TListQueryValues) => useAdminList<TAdminDuplicate>('duplicates', BASE, values);

export type TDuplicateDecision = 'fusionner' | 'separer';

/** `POST /api/admin/doublons/{id}/fusionner/` or `…/separer/`; the queue and the bakeries list are read again. */
export function useResolveDuplicate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TDuplicateDecision) => apiFetch<TAdminDuplicate>(`${BASE}${id}/${decision}/`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('duplicates') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('bakeries') });
    },
  });
}
