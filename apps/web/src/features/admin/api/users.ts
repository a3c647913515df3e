import type { TAccountCaps, TAccountCapsPatch, TAdminUser } from '@fournil/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { downloadText } from '@/lib/download';
import { adminKeys } from './admin-keys';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/users/`: accounts, roles, SIREN state, suspension (docs/back-office.md, "Suspension"),
// an account's limits ("Account limits"), and a person's export and deletion done at their request
// (docs/privacy.md).
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

/** `GET /api/admin/users/{id}/export/`, handed to the browser as a JSON file. */
export function useExportUserData(id: number) {
  return useMutation({
    mutationFn: async () => {
      const data = await apiFetch<{ exporte_le: string }>(`${BASE}${id}/export/`);
      downloadText(JSON.stringify(data, null, 2), `fournil-donnees-compte-${id}-${data.exporte_le.slice(0, 10)}.json`, 'application/json');
    },
  });
}

/** `POST /api/admin/users/{id}/delete/`: the account is emptied and its bakeries go; both lists are refreshed. */
export function useDeleteUserAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TAdminUser>(`${BASE}${id}/delete/`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('users') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('bakeries') });
    },
  });
}

/**
 * `POST /api/admin/users/{id}/siren/release/` `{hide_bakeries}` (docs/back-office.md, "SIREN
 * disputes"), and `/bakeries/show/` to list the account's bakeries again. Both lists are refreshed.
 */
export function useSirenDisputeActions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.section('users') });
    void queryClient.invalidateQueries({ queryKey: adminKeys.section('bakeries') });
  };
  return {
    release: useMutation({
      mutationFn: (hideBakeries: boolean) =>
        apiFetch<TAdminUser>(`${BASE}${id}/siren/release/`, { method: 'POST', body: { hide_bakeries: hideBakeries } }),
      onSuccess,
    }),
    show: useMutation({ mutationFn: () => apiFetch<TAdminUser>(`${BASE}${id}/bakeries/show/`, { method: 'POST' }), onSuccess }),
  };
}

/** `GET /api/admin/users/{id}/limits/`: the account's bakeries and stored images, and the limits that apply. */
export function useUserLimits(id: number) {
  return useQuery({
    queryKey: adminKeys.userLimits(id),
    queryFn: ({ signal }) => apiFetch<TAccountCaps>(`${BASE}${id}/limits/`, { signal }),
  });
}

/** `PATCH /api/admin/users/{id}/limits/` `{bakeries, uploads}` (null: the default); the answer replaces the shown usage. */
export function useSetUserLimits(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TAccountCapsPatch) => apiFetch<TAccountCaps>(`${BASE}${id}/limits/`, { method: 'PATCH', body: patch }),
    onSuccess: (caps) => queryClient.setQueryData(adminKeys.userLimits(id), caps),
  });
}
