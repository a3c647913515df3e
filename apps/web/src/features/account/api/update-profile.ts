import type { TProfilePatch, TUser } from '@fournil/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { userQueryKey } from './get-user';

/** `PATCH /api/auth/user/` → the updated user. */
export async function updateProfile(body: TProfilePatch): Promise<TUser> {
  return apiFetch<TUser>('/api/auth/user/', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
