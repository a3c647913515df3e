import type { TAdminPayment, TAdminPaymentMonth, TAdminRefundResponse } from '@fournil/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { toQueryString, useAdminList, type TListQueryValues } from './admin-list';

// `/api/admin/payments/`: list, monthly totals and CSV export, all with the same filters; the
// refund of a recorded payment; the month's invoices as CSV and any document's PDF (docs/back-office.md).
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

/**
 * `POST /api/admin/paiements/{id}/rembourser/` with `amount_cents` (none: everything left). The
 * payments list and its totals are refreshed (refunded amount, credit note, status).
 */
export function useRefundPayment(paymentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number | undefined) =>
      apiFetch<TAdminRefundResponse>(`/api/admin/paiements/${paymentId}/rembourser/`, {
        method: 'POST',
        body: amountCents === undefined ? {} : { amount_cents: amountCents },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('payments') }),
  });
}

/** `GET /api/admin/factures/export.csv?mois=YYYY-MM`: the file's text (bearer header, so not a bare link). */
export async function exportInvoicesCsv(month: string): Promise<string> {
  const text = await apiFetch<unknown>(`/api/admin/factures/export.csv?mois=${encodeURIComponent(month)}`, {
    headers: { Accept: 'text/csv' },
  });
  return typeof text === 'string' ? text : '';
}

/** A document's PDF from its staff address (`pdf_url`, /api/admin/factures/{numero}/pdf/), as bytes. */
export function fetchInvoicePdf(pdfUrl: string): Promise<Blob> {
  return apiFetch<Blob>(pdfUrl, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
}
