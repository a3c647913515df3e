import type { TAdminList, TAdminMessage } from '@fournil/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminItem } from './admin-item';
import { useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/messages/`: the contact inbox (docs/back-office.md, "Contact messages").
const BASE = '/api/admin/messages/';

export type TMessagePatch = { read?: boolean; archived?: boolean };

/** `GET /api/admin/messages/?status=unread|read|archived|all&page=&page_size=&q=`, newest first. */
export const useAdminMessages = (values: TListQueryValues) => useAdminList<TAdminMessage>('messages', BASE, values);

/** `GET /api/admin/messages/{id}/` (opening does not mark it read: the screen sends the PATCH). */
export const useAdminMessage = (id: number | null) => useAdminItem<TAdminMessage>('messages', BASE, id);

/** The number of unread messages, for the section tab (a one-row page of the unread list). */
export function useUnreadMessageCount() {
  return useQuery({
    queryKey: adminKeys.unreadCount,
    queryFn: ({ signal }) => apiFetch<TAdminList<TAdminMessage>>(`${BASE}?status=unread&page_size=1`, { signal }),
    select: (list) => list.count,
    staleTime: 30_000,
  });
}

/** `PATCH /api/admin/messages/{id}/ {read?, archived?}`: the inbox and the unread count follow. */
export function usePatchAdminMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TMessagePatch) => apiFetch<TAdminMessage>(`${BASE}${id}/`, { method: 'PATCH', body: patch }),
    onSuccess: (message) => {
      queryClient.setQueryData(adminKeys.item('messages', id), message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('messages'), predicate: (query) => query.queryKey[2] !== 'item' });
    },
  });
}
