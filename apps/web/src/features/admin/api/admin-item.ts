import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys, type TAdminSection } from './admin-keys';

/** `GET {base}{id}/`: one element of a section (a page by its slug, anything else by its id). */
export function useAdminItem<T>(section: TAdminSection, base: string, id: string | number | null) {
  return useQuery({
    queryKey: adminKeys.item(section, id ?? ''),
    queryFn: ({ signal }) => apiFetch<T>(`${base}${encodeURIComponent(String(id))}/`, { signal }),
    enabled: id !== null,
  });
}

/**
 * `POST {base}` (creation, 201) or `PUT {base}{id}/` (edit): the saved element. Every list of the
 * section is refreshed; the element's own query takes the answer.
 */
export function useSaveAdminItem<TInput, TRow extends object>(
  section: TAdminSection,
  base: string,
  id: string | number | null,
  idOf: (row: TRow) => string | number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      id === null
        ? apiFetch<TRow>(base, { method: 'POST', body: input })
        : apiFetch<TRow>(`${base}${encodeURIComponent(String(id))}/`, { method: 'PUT', body: input }),
    onSuccess: (row) => {
      queryClient.setQueryData(adminKeys.item(section, idOf(row)), row);
      void queryClient.invalidateQueries({ queryKey: adminKeys.section(section) });
    },
  });
}

/** `DELETE {base}{id}/` → 204; the section's lists are refreshed. */
export function useDeleteAdminItem(section: TAdminSection, base: string, id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`${base}${encodeURIComponent(String(id))}/`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.item(section, id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section(section) });
    },
  });
}
