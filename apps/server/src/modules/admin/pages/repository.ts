// SQL of the static pages as staff edit them (the public read is modules/content).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { staticPages } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll, sortOrder } from '../repository.js';

export type PageRow = typeof staticPages.$inferSelect;
export type PageValues = { slug: string; title: string; content: string };

/** The constraint that refuses a second page at the same address. */
export const PAGE_SLUG_KEY = 'static_pages_pkey';

const sortColumns = { slug: staticPages.slug, title: staticPages.title, updated_at: staticPages.updatedAt };

export async function findPagesPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; sort: string },
): Promise<{ count: number; rows: PageRow[] }> {
  const where = containsAny(query.q, [staticPages.slug, staticPages.title]);
  const [total] = await db.select({ n: countAll }).from(staticPages).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select()
    .from(staticPages)
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, staticPages.slug))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function findPage(db: Db, slug: string, options: { forUpdate?: boolean } = {}): Promise<PageRow | undefined> {
  const query = db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function insertPage(db: Db, values: PageValues): Promise<PageRow> {
  const [row] = await db.insert(staticPages).values(values).returning();
  return row!;
}

/** Every write sets updated_at: the public page shows when it last changed. */
export async function updatePage(db: Db, slug: string, values: PageValues): Promise<PageRow | undefined> {
  const [row] = await db
    .update(staticPages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(staticPages.slug, slug))
    .returning();
  return row;
}

export async function deletePage(db: Db, slug: string): Promise<void> {
  await db.delete(staticPages).where(eq(staticPages.slug, slug));
}
