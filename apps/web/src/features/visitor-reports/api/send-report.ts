import type { TReportAccepted, TReportRequest } from '@fournil/shared';
import { apiFetch } from '@/lib/api-client';

// The visitors' reports API (docs/visitor-reports.md): no account, the browser's visitor cookie and
// its address are who asks; the position is checked by the server and never kept.

/** `POST /api/boulangeries/{id}/signalements/`: 201 with the French thanks; 400/403/404/429 with the French reason. */
export function sendReport(bakeryId: number, body: TReportRequest): Promise<TReportAccepted> {
  return apiFetch<TReportAccepted>(`/api/boulangeries/${bakeryId}/signalements/`, { method: 'POST', body });
}
