// SQL pieces shared by the back-office list queries (docs/back-office.md "Lists"): the order, the
// search and the count of a page are done by the database.
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
