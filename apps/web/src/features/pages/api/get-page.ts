import type { TStaticPage } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

export const pageQueryKey = (slug: string) => ['pages', slug] as const;

/** `GET /api/pages/{slug}/`; null when the page does not exist (404). */
export async function getPage(slug: string, signal?: AbortSignal): Promise<TStaticPage | null> {
  try {
    // Typed by the shared ZStaticPage schema, which the server validates its answer with; not parsed
    // again here so that zod stays out of the public pages' JavaScript.
    return await apiFetch<TStaticPage>(`/api/pages/${encodeURIComponent(slug)}/`, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function usePage(slug: string) {
  return useQuery({
    queryKey: pageQueryKey(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    staleTime: 5 * 60_000,
  });
}
