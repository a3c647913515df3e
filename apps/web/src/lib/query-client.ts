import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network and server errors get one retry.
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

let pageQueryClient: QueryClient | null = null;

/** The page's one query client, created on first use: the routed app and the light home page's late blocks share its cache. */
export function sharedQueryClient(): QueryClient {
  pageQueryClient ??= createQueryClient();
  return pageQueryClient;
}
