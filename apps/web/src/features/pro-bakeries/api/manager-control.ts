import type { TPendingInvitation } from '@fournil/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

// The owner's and the manager's control over managers and invitations (docs/bakery-management.md,
// "Managers and invitations").

/** `GET /api/boulangeries/invitations/`: the pending invitations of all the owner's bakeries. */
export async function getPendingInvitations(signal?: AbortSignal): Promise<TPendingInvitation[]> {
  return apiFetch<TPendingInvitation[]>('/api/boulangeries/invitations/', signal ? { signal } : {});
}

export function usePendingInvitations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: proBakeriesKeys.invitations, queryFn: ({ signal }) => getPendingInvitations(signal), enabled });
}

/** `POST /api/boulangeries/invitations/{id}/annuler/` → `{detail}`. */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ detail: string }>(`/api/boulangeries/invitations/${id}/annuler/`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proBakeriesKeys.invitations }),
  });
}

/** `DELETE /api/utilisateurs/responsables/{id}/` → `{detail}`: no longer offered to this owner. */
export function useRemoveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ detail: string }>(`/api/utilisateurs/responsables/${id}/`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proBakeriesKeys.candidates }),
  });
}

/** `POST /api/cotepro/ma-boulangerie-responsable/{id}/quitter/` by the manager → `{detail}`. */
export function useLeaveBakery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ detail: string }>(`/api/cotepro/ma-boulangerie-responsable/${id}/quitter/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proBakeriesKeys.managed }),
  });
}
