import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clearToken } from '@/lib/auth-token';

/**
 * `POST /api/auth/logout/`: revokes the refresh token and clears the cookies. The local token is
 * forgotten whatever the answer: the user asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch<unknown>('/api/auth/logout/', { method: 'POST', body: {}, refreshOnUnauthorized: false });
  } catch {
    // Already expired or unreachable: nothing more to revoke from here.
  } finally {
    clearToken();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
