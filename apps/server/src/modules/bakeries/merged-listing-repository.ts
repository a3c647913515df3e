// Where a listing staff merged into another went (docs/open-data.md, "The staff's review queue"): its page and its
// API detail send visitors to the kept bakery, so that old links and shared addresses keep working.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries } from '../../db/schema/index.js';
import { isPublicBakery } from './repository.js';

/** A merge of a merge is followed this far at most (each merge hides one more listing). */
const MAX_HOPS = 10;

/** The public bakery a merged listing ended in, following merges of merges; null when `id` was not merged or ends nowhere public. */
export async function findMergedTarget(db: Db, id: number): Promise<number | null> {
  let current = id;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const [row] = await db
      .select({ next: bakeries.mergedIntoId })
      .from(bakeries)
      .where(and(eq(bakeries.id, current), isNotNull(bakeries.mergedIntoId)));
    if (!row || row.next === null) break;
    current = row.next;
  }
  if (current === id) return null;
  const [target] = await db
    .select({ id: bakeries.id })
    .from(bakeries)
    .where(and(eq(bakeries.id, current), isPublicBakery));
  return target?.id ?? null;
}
