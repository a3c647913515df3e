import type { TProBakery } from '@fournil/shared';
import type { QueryClient } from '@tanstack/react-query';
import { proBakeriesKeys } from './query-keys';

function isProBakery(value: unknown): value is TProBakery {
  return value !== null && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number';
}

/**
 * Puts the bakery the server answered into the detail and into the lists that hold it, so the
 * screen shows the confirmed state at once; without a usable answer, the queries are refetched.
 */
export function storeBakery(queryClient: QueryClient, bakery: unknown, id: number): void {
  if (!isProBakery(bakery)) {
    void queryClient.invalidateQueries({ queryKey: proBakeriesKeys.all });
    return;
  }
  queryClient.setQueryData(proBakeriesKeys.bakery(id), bakery);
  for (const key of [proBakeriesKeys.mine, proBakeriesKeys.managed]) {
    queryClient.setQueryData<TProBakery[]>(key, (list) => list?.map((item) => (item.id === id ? bakery : item)));
  }
}
