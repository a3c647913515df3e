import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type TPublicConfig = { product_name: string; map_style_url: string; payment_provider_name: string };

export const publicConfigQueryKey = ['public-config'] as const;

/** `GET /api/config/`: the public settings of the site (product name, map style, payment provider). */
export async function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return apiFetch<TPublicConfig>('/api/config/', signal ? { signal } : {});
}

/** The payment provider's display name, for the messages with a `{provider}` placeholder. */
export function useProviderName(): string {
  const query = useQuery({ queryKey: publicConfigQueryKey, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity });
  return query.data?.payment_provider_name ?? 'Simulation';
}
