import type { TManagerCandidate } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `GET /api/utilisateurs/responsables/`: the managers who already work for this owner (docs/bakery-management.md, "Managers and invitations"). */
export async function getManagerCandidates(signal?: AbortSignal): Promise<TManagerCandidate[]> {
  return apiFetch<TManagerCandidate[]>('/api/utilisateurs/responsables/', signal ? { signal } : {});
}

export function useManagerCandidates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: proBakeriesKeys.candidates, queryFn: ({ signal }) => getManagerCandidates(signal), enabled });
}
