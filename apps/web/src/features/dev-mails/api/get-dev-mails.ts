import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

export type TDevMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  status: string;
  links: string[];
};

export const devMailsQueryKey = ['dev-mails'] as const;

/** `GET /api/dev/mails/` (absent in production): null when the mailbox does not exist (404). */
export async function getDevMails(signal?: AbortSignal): Promise<TDevMail[] | null> {
  try {
    const mails = await apiFetch<TDevMail[]>('/api/dev/mails/', { cache: 'no-store', ...(signal ? { signal } : {}) });
    return Array.isArray(mails) ? sortNewestFirst(mails) : [];
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function sortNewestFirst(mails: TDevMail[]): TDevMail[] {
  return [...mails].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

export function useDevMails() {
  return useQuery({
    queryKey: devMailsQueryKey,
    queryFn: ({ signal }) => getDevMails(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
