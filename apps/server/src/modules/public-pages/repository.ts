// What the sitemaps list (docs/public-pages.md, "Sitemaps"): public bakeries by id with their last
// update, read in batches so that 35,000 of them are never held at once, and the static pages.
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, staticPages } from '../../db/schema/index.js';
import { isPublicBakery } from '../bakeries/repository.js';
import type { SharingCardFacts } from './sharing-card.js';

export type SitemapRow = { id: number; updatedAt: Date };

export async function countPublicBakeries(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bakeries).where(isPublicBakery);
  return row?.total ?? 0;
}

/** The id just before the `offset`-th public bakery (0 when it is the first): where a sitemap chunk starts. */
export async function publicBakeryIdBefore(db: Db, offset: number): Promise<number> {
  if (offset === 0) return 0;
  const rows = await db
    .select({ id: bakeries.id })
    .from(bakeries)
    .where(isPublicBakery)
    .orderBy(asc(bakeries.id))
    .offset(offset - 1)
    .limit(1);
  return rows[0]?.id ?? Number.MAX_SAFE_INTEGER;
}

/** Up to `limit` public bakeries after id `afterId`, by id (keyset pagination on the primary key). */
export async function publicBakeriesAfter(db: Db, afterId: number, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: bakeries.id, updatedAt: bakeries.updatedAt })
    .from(bakeries)
    .where(and(isPublicBakery, gt(bakeries.id, afterId)))
    .orderBy(asc(bakeries.id))
    .limit(limit);
}

/** What a public bakery's generated sharing image shows; null when no public bakery has this id. */
export async function findSharingCardFacts(db: Db, id: number): Promise<SharingCardFacts | null> {
  const rows = await db
    .select({ id: bakeries.id, nom: bakeries.nom, ville: bakeries.ville, codePostal: bakeries.codePostalBoulangerie })
    .from(bakeries)
    .where(and(isPublicBakery, eq(bakeries.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listStaticPages(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt }).from(staticPages).orderBy(asc(staticPages.slug));
}

/** The newest update among the public bakeries: the sitemap index's lastmod for the bakery chunks. */
export async function lastBakeryUpdate(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ last: sql<Date | null>`max(${bakeries.updatedAt})` })
    .from(bakeries)
    .where(isPublicBakery);
  return row?.last ? new Date(row.last) : null;
}

export type TownRow = { ville: string; codePostal: string; count: number };

/** Every town with public bakeries, as the owners wrote it, with how many. */
export async function listTowns(db: Db): Promise<TownRow[]> {
  return db
    .select({ ville: bakeries.ville, codePostal: bakeries.codePostalBoulangerie, count: count() })
    .from(bakeries)
    .where(isPublicBakery)
    .groupBy(bakeries.ville, bakeries.codePostalBoulangerie)
    .orderBy(asc(bakeries.ville), asc(bakeries.codePostalBoulangerie));
}

/** The public bakeries of a postcode, with their town as written (the caller keeps those of one town). */
export async function findBakeriesOfPostcode(db: Db, codePostal: string): Promise<{ id: number; ville: string }[]> {
  return db
    .select({ id: bakeries.id, ville: bakeries.ville })
    .from(bakeries)
    .where(and(isPublicBakery, eq(bakeries.codePostalBoulangerie, codePostal)))
    .orderBy(asc(bakeries.nom), asc(bakeries.id));
}
