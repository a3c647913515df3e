// Paging, sorting and searching of every back-office list, done by the database (docs/back-office.md
// "Lists"): a list answers one page (page_size ≤ ADMIN_MAX_PAGE_SIZE, checked by ZAdminListQuery)
// and the total count, never the whole table.
import type { TAdminList } from '@fournil/shared';
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type PageRequest = { page: number; page_size: number };

export function pageLimits({ page, page_size }: PageRequest): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

export function listPage<T>(request: PageRequest, count: number, results: T[]): TAdminList<T> {
  return { count, page: request.page, page_size: request.page_size, results };
}

/**
 * `key` or `-key` (ADMIN_*_SORTS) as ORDER BY: empty values last whichever the direction, then the
 * tiebreaker, so that rows never move between pages when the sorted values are equal.
 */
export function sortOrder<K extends string>(sort: string, columns: Record<K, AnyColumn | SQL>, tiebreaker: AnyColumn | SQL): SQL[] {
  const isDescending = sort.startsWith('-');
  const key = (isDescending ? sort.slice(1) : sort) as K;
  const direction = sql.raw(isDescending ? 'DESC' : 'ASC');
  return [sql`${columns[key]} ${direction} NULLS LAST`, sql`${tiebreaker} ${direction}`];
}

/** Case-insensitive "contains" on any of the columns; `%`, `_` and `\` typed by staff are literal. */
export function containsAny(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `count(*)` as a JavaScript number (PostgreSQL answers a bigint). */
export const countAll = sql<number>`count(*)::int`;
