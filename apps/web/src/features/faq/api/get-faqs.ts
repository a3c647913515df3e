import type { TFaq } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const faqsQueryKey = ['faqs'] as const;

/** `GET /api/faqs/`: every FAQ; each screen filters them by its path. */
export async function getFaqs(signal?: AbortSignal): Promise<TFaq[]> {
  // Typed by the shared ZFaq schema (the server's contract); not parsed again in the browser to keep
  // zod out of the public pages' JavaScript. A non-array answer is treated as "no FAQ".
  const data = await apiFetch<TFaq[] | null>('/api/faqs/', signal ? { signal } : {});
  return Array.isArray(data) ? data : [];
}

export function useFaqs() {
  return useQuery({
    queryKey: faqsQueryKey,
    queryFn: ({ signal }) => getFaqs(signal),
    staleTime: 10 * 60_000,
  });
}
