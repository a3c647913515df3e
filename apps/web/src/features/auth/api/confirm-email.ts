import type { TEmailConfirmAnswer } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type TConfirmAnswer = Partial<TEmailConfirmAnswer>;

/** `POST /api/auth/account-confirm-email/` `{key}` → `{detail, invitation_boulangerie}`. */
export async function confirmEmail(key: string): Promise<TConfirmAnswer> {
  return (await apiFetch<TConfirmAnswer | undefined>('/api/auth/account-confirm-email/', { method: 'POST', body: { key } })) ?? {};
}

/**
 * Confirms once per key and remembers the answer: a key is single use, so a second POST (React's
 * development double effects, a remount) would report an error for an address just confirmed.
 */
export function useConfirmEmail(key: string) {
  return useQuery({
    queryKey: ['email-confirmation', key],
    queryFn: () => confirmEmail(key),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}
