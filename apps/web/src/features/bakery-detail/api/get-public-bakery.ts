import { useQuery } from '@tanstack/react-query';
import { takeEarlyPublicBakery, takeServerPublicBakery } from './early-public-bakery';
import { getPublicBakery, publicBakeryQueryKey } from './public-bakery-request';

export function usePublicBakery(id: number | null) {
  return useQuery({
    queryKey: publicBakeryQueryKey(id ?? 0),
    queryFn: ({ signal }) => takeEarlyPublicBakery(id as number) ?? getPublicBakery(id as number, signal),
    // The detail the server wrote into the page: shown at the first render, fresh for the query's staleTime.
    initialData: () => (id === null ? undefined : takeServerPublicBakery(id)),
    enabled: id !== null,
  });
}
