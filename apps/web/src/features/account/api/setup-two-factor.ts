import type { TTwoFactorSetup, TTwoFactorSetupRequest } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/auth/2fa/setup/`: the password again; answers a new secret and its QR code. Nothing
 * changes until a code of that secret is confirmed (`confirm-two-factor.ts`).
 */
export async function setupTwoFactor(body: TTwoFactorSetupRequest): Promise<TTwoFactorSetup> {
  return apiFetch<TTwoFactorSetup>('/api/auth/2fa/setup/', { method: 'POST', body });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
