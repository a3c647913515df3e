import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { faqs, staticPages } from '../../db/schema/index.js';

export async function findPageBySlug(db: Db, slug: string) {
  const rows = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  return rows[0];
}

export async function listFaqs(db: Db) {
  return db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
}
