import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@fournil/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TListQueryValues } from '../api/admin-list';

type TListOptions<F extends string> = {
  /** The list's default sort (docs/back-office.md, "Lists"); none for the lists in a fixed order. */
  defaultSort?: string;
  /** Filter names and their defaults ('' = no filter). */
  filters?: Record<F, string>;
};

export type TListParams<F extends string = string> = {
  page: number;
  pageSize: number;
  q: string;
  sort: string | undefined;
  filters: Record<F, string>;
  /** What the API is sent: page, page_size, q, sort and the filters. */
  query: TListQueryValues;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setQuery: (q: string) => void;
  /** Same column: flips the direction; another column: ascending on it. */
  toggleSort: (key: string) => void;
  setFilter: (name: F, value: string) => void;
};

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? value : fallback;
}

/**
 * A list's page, page size, search, sort and filters, kept in the address (`?page=2&sort=-title`):
 * a list can be bookmarked, shared and left with the back button. Any change but the page goes
 * back to page 1.
 */
export function useListParams<F extends string = never>({ defaultSort, filters: filterDefaults }: TListOptions<F> = {}): TListParams<F> {
  const [search, setSearch] = useSearchParams();
  const page = positiveInt(search.get('page'), 1);
  const requestedSize = positiveInt(search.get('page_size'), ADMIN_DEFAULT_PAGE_SIZE);
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(requestedSize) ? requestedSize : ADMIN_DEFAULT_PAGE_SIZE;
  const q = search.get('q') ?? '';
  const sort = defaultSort === undefined ? undefined : (search.get('sort') ?? defaultSort);
  const filterKey = search.toString();

  const filters = useMemo(() => {
    const values = {} as Record<F, string>;
    for (const [name, fallback] of Object.entries(filterDefaults ?? {}) as [F, string][])
      values[name] = new URLSearchParams(filterKey).get(name) ?? fallback;
    return values;
    // filterDefaults is a literal of the caller: its content, not its identity, matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, JSON.stringify(filterDefaults)]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, { keepPage = false } = {}) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const query = useMemo<TListQueryValues>(
    () => ({ page, page_size: pageSize, q: q || undefined, sort, ...filters }),
    [page, pageSize, q, sort, filters],
  );

  return {
    page,
    pageSize,
    q,
    sort,
    filters,
    query,
    setPage: (next) => update({ page: next > 1 ? next : null }, { keepPage: true }),
    setPageSize: (size) => update({ page_size: size === ADMIN_DEFAULT_PAGE_SIZE ? null : size }),
    setQuery: (text) => update({ q: text.trim() }),
    toggleSort: (key) => update({ sort: sort === key ? `-${key}` : key }),
    setFilter: (name, value) => update({ [name]: value === filterDefaults?.[name] ? null : value }),
  };
}
