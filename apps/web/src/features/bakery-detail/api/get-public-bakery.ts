import { useQuery } from '@tanstack/react-query';
import { takeEarlyPublicBakery } from './early-public-bakery';
import { getPublicBakery, publicBakeryQueryKey } from './public-bakery-request';

export function usePublicBakery(id: number | null) {
  return useQuery({
    queryKey: publicBakeryQueryKey(id ?? 0),
    queryFn: ({ signal }) => takeEarlyPublicBakery(id as number) ?? getPublicBakery(id as number, signal),
    enabled: id !== null,
  });
}
