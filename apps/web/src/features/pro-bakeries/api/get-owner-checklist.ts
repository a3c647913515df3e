import type { TOwnerChecklist } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/** `GET /api/cotepro/premiers-pas/`: the owner's four first steps, done or not. */
export async function getOwnerChecklist(signal?: AbortSignal): Promise<TOwnerChecklist> {
  return apiFetch<TOwnerChecklist>('/api/cotepro/premiers-pas/', signal ? { signal } : {});
}

/** Read again each time the dashboard opens: the steps are done on other screens. */
export function useOwnerChecklist() {
  return useQuery({
    queryKey: proBakeriesKeys.checklist,
    queryFn: ({ signal }) => getOwnerChecklist(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
