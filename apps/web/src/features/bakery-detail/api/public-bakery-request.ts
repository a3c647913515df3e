import type { TPublicBakeryDetail } from '@fournil/shared';
import { publicGetJson } from '@/lib/public-fetch';

// Kept free of React Query so that main.tsx can ask for a bakery's detail before the app's code
// has arrived (early-public-bakery.ts).

export const publicBakeryQueryKey = (id: number) => ['boulangeries', 'public', id] as const;

/** `GET /api/boulangeries/{id}/public/`; 404 `{detail}` for an unknown bakery. */
export function getPublicBakery(id: number, signal?: AbortSignal): Promise<TPublicBakeryDetail> {
  return publicGetJson<TPublicBakeryDetail>(`/api/boulangeries/${id}/public/`, signal);
}
