// One page of a back-office list (docs/back-office.md "Lists"): a list answers one page
// (page_size ≤ ADMIN_MAX_PAGE_SIZE, checked by ZAdminListQuery) and the total count, never the whole table.
import type { TAdminList } from '@fournil/shared';

export type PageRequest = { page: number; page_size: number };

export function pageLimits({ page, page_size }: PageRequest): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

export function listPage<T>(request: PageRequest, count: number, results: T[]): TAdminList<T> {
  return { count, page: request.page, page_size: request.page_size, results };
}
