import type { TUser } from '@fournil/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const userQueryKey = ['account', 'user'] as const;

/** `GET /api/auth/user/`: the signed-in user (bearer token). */
export async function getUser(signal?: AbortSignal): Promise<TUser> {
  return apiFetch<TUser>('/api/auth/user/', signal ? { signal } : {});
}

/** Always fresh on a new screen: the SIREN state and the roles decide what the screens allow. */
export function useUser() {
  return useQuery({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 0,
  });
}
