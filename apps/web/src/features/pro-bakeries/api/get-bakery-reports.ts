import type { TProBakeryReports } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { proBakeriesKeys } from './query-keys';

/**
 * `GET /api/cotepro/ma-boulangerie/{id}/signalements/` (owner or manager): the visitors' reports in
 * force and those of the last 24 hours (docs/visitor-reports.md, "The screens"). Asked again each
 * minute while the screen is open, as a report may come at any time.
 */
export function useBakeryReports(bakeryId: number) {
  return useQuery({
    queryKey: proBakeriesKeys.reports(bakeryId),
    queryFn: ({ signal }) => apiFetch<TProBakeryReports>(`/api/cotepro/ma-boulangerie/${bakeryId}/signalements/`, { signal }),
    refetchInterval: 60_000,
  });
}
