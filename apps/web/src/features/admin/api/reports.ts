import type { TAdminReportActionResult, TAdminReportBlockRequest, TAdminReports } from '@fournil/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { toQueryString, type TListQueryValues } from './admin-list';

// `/api/admin/signalements/`: the visitors' reports of the last 7 days and the listings reported
// closed (docs/visitor-reports.md, "The screens"); clearing a report, blocking who sent it.
const BASE = '/api/admin/signalements/';

/** `GET /api/admin/signalements/?page=&page_size=&q=` (`q`: part of the bakery's name): one page of reports, newest first, and the queue of listings reported closed. */
export function useAdminReports(values: TListQueryValues) {
  return useQuery({
    queryKey: adminKeys.list('reports', values),
    queryFn: ({ signal }) => apiFetch<TAdminReports>(`${BASE}${toQueryString(values)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/signalements/{id}/effacer/` and `POST /api/admin/signalements/bloquer/`; the list is read again after either. */
export function useReportModeration() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('reports') });
  const clear = useMutation({
    mutationFn: (id: number) => apiFetch<TAdminReportActionResult>(`${BASE}${id}/effacer/`, { method: 'POST' }),
    onSuccess,
  });
  const block = useMutation({
    mutationFn: (body: TAdminReportBlockRequest) => apiFetch<TAdminReportActionResult>(`${BASE}bloquer/`, { method: 'POST', body }),
    onSuccess,
  });
  return { clear, block };
}
