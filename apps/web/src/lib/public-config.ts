import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type TPublicConfig = {
  product_name: string;
  map_style_url: string;
  payment_provider_name: string;
  /** False when the server's provider is Stripe: the simulated checkout page does not exist. */
  simulated_checkout: boolean;
};

export const publicConfigQueryKey = ['public-config'] as const;

/** `GET /api/config/`: the public settings of the site (product name, map style, payment provider). */
export async function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return apiFetch<TPublicConfig>('/api/config/', signal ? { signal } : {});
}

/** The public settings, asked once per page load. */
export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity });
}

/** The payment provider's display name, for the messages with a `{provider}` placeholder. */
export function useProviderName(): string {
  return usePublicConfig().data?.payment_provider_name ?? 'Simulation';
}
