import type { TAdminList } from '@fournil/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys, type TAdminSection } from './admin-keys';

/** A list's query string values; empty ones are left out, so the server applies its defaults. */
export type TListQueryValues = Record<string, string | number | undefined>;

/** `?a=1&b=x` from `values`, without the empty ones ('' when nothing is left). */
export function toQueryString(values: TListQueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `GET path?page=&page_size=&q=&sort=…` → `{count, page, page_size, results}`. */
export async function getAdminList<T>(path: string, values: TListQueryValues, signal?: AbortSignal): Promise<TAdminList<T>> {
  return apiFetch<TAdminList<T>>(`${path}${toQueryString(values)}`, signal ? { signal } : {});
}

/** One page of an admin list; the previous page stays on screen while the next one loads. */
export function useAdminList<T>(section: TAdminSection, path: string, values: TListQueryValues) {
  return useQuery({
    queryKey: adminKeys.list(section, values),
    queryFn: ({ signal }) => getAdminList<T>(path, values, signal),
    placeholderData: keepPreviousData,
  });
}
