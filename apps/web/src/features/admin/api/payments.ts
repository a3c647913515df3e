import type { TAdminPayment, TAdminPaymentMonth } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { toQueryString, useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/payments/`: list, monthly totals and CSV export, all with the same filters.
const BASE = '/api/admin/payments/';

/** `GET /api/admin/payments/?provider=&status=&purpose=&from=&to=&page=&page_size=&q=&sort=`. */
export const useAdminPayments = (values: TListQueryValues) => useAdminList<TAdminPayment>('payments', BASE, values);

/** `GET /api/admin/payments/totals/` (same filters, no paging): paid amounts per Paris month, newest first. */
export function usePaymentTotals(filters: TListQueryValues) {
  return useQuery({
    queryKey: adminKeys.paymentTotals(filters),
    queryFn: ({ signal }) => apiFetch<TAdminPaymentMonth[]>(`${BASE}totals/${toQueryString(filters)}`, { signal }),
  });
}

/**
 * `GET /api/admin/payments/export.csv` (same filters and sort): the file's text. It goes through
 * apiFetch, not a bare link, because the API authenticates with a bearer header.
 */
export async function exportPaymentsCsv(filters: TListQueryValues): Promise<string> {
  const text = await apiFetch<unknown>(`${BASE}export.csv${toQueryString(filters)}`, { headers: { Accept: 'text/csv' } });
  return typeof text === 'string' ? text : '';
}
