// SQL of the FAQs as staff edit them (the public read is modules/content).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { faqs } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll, sortOrder } from '../repository.js';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqValues = Pick<typeof faqs.$inferInsert, 'question' | 'answer' | 'color' | 'destinations' | 'position'>;

const sortColumns = { position: faqs.position, question: faqs.question, created_at: faqs.createdAt };

export async function findFaqsPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; sort: string },
): Promise<{ count: number; rows: FaqRow[] }> {
  const where = containsAny(query.q, [faqs.question, faqs.answer]);
  const [total] = await db.select({ n: countAll }).from(faqs).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, faqs.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function findFaq(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<FaqRow | undefined> {
  const query = db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function insertFaq(db: Db, values: FaqValues): Promise<FaqRow> {
  const [row] = await db.insert(faqs).values(values).returning();
  return row!;
}

export async function updateFaq(db: Db, id: number, values: FaqValues): Promise<FaqRow> {
  const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning();
  return row!;
}

export async function deleteFaq(db: Db, id: number): Promise<void> {
  await db.delete(faqs).where(eq(faqs.id, id));
}
