import type { TPromoCheckResponse } from '@fournil/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/promo/check/` `{code}` → `{valid, discount_cents}`. */
export async function checkPromo(code: string): Promise<TPromoCheckResponse> {
  return apiFetch<TPromoCheckResponse>('/api/promo/check/', { method: 'POST', body: { code } });
}

export function useCheckPromo() {
  return useMutation({ mutationFn: checkPromo });
}
