import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './query-keys';

/** The payment provider's display name (`GET /api/config/`), for the spec's `{provider}` messages. */
export function useProviderName(): string {
  const query = useQuery({
    queryKey: campaignKeys.config,
    queryFn: ({ signal }) => apiFetch<{ payment_provider_name: string }>('/api/config/', { signal }),
    staleTime: Infinity,
  });
  return query.data?.payment_provider_name ?? 'Simulation';
}
