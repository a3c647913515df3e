import type { TAdminUser } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/users/`: accounts, roles, SIREN state, suspension (docs/back-office.md, "Suspension").
const BASE = '/api/admin/users/';

/** `GET /api/admin/users/?role=all|owner|staff|suspended&q=&page=&page_size=&sort=`. */
export const useAdminUsers = (values: TListQueryValues) => useAdminList<TAdminUser>('users', BASE, values);

/**
 * `POST /api/admin/users/{id}/suspend/` or `/restore/`, with no body (the server takes none). The
 * users list and the bakeries list (their `is_public`) are refreshed.
 */
export function useSetUserSuspension(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'suspend' | 'restore') => apiFetch<TAdminUser>(`${BASE}${id}/${action}/`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('users') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('bakeries') });
    },
  });
}
