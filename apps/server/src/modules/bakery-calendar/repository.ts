// SQL of a bakery's calendar beyond its week: closures, special hours, the public-holiday rule
// (docs/opening-calendar.md). Days are 'YYYY-MM-DD' strings, compared as dates by PostgreSQL.
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, bakeryClosures, bakerySpecialHours, type SpecialRangeRow } from '../../db/schema/index.js';

export type ClosureRow = { id: number; bakeryId: number; debut: string; fin: string; motif: string | null };
export type SpecialHoursRow = { bakeryId: number; jour: string; plages: SpecialRangeRow[] };
export type HolidayRule = 'habituels' | 'fermes' | null;

const closureColumns = {
  id: bakeryClosures.id,
  bakeryId: bakeryClosures.bakeryId,
  debut: bakeryClosures.debut,
  fin: bakeryClosures.fin,
  motif: bakeryClosures.motif,
};

/** Closures of these bakeries that end on or after `from` (and start on or before `until`), by first day. */
export async function findClosures(db: Db, bakeryIds: number[], from: string, until?: string): Promise<ClosureRow[]> {
  if (bakeryIds.length === 0) return [];
  const conditions = [inArray(bakeryClosures.bakeryId, bakeryIds), gte(bakeryClosures.fin, from)];
  if (until) conditions.push(lte(bakeryClosures.debut, until));
  return db
    .select(closureColumns)
    .from(bakeryClosures)
    .where(and(...conditions))
    .orderBy(asc(bakeryClosures.debut), asc(bakeryClosures.id));
}

/** Special dates of these bakeries from `from` (to `until`), by date. */
export async function findSpecialHours(db: Db, bakeryIds: number[], from: string, until?: string): Promise<SpecialHoursRow[]> {
  if (bakeryIds.length === 0) return [];
  const conditions = [inArray(bakerySpecialHours.bakeryId, bakeryIds), gte(bakerySpecialHours.jour, from)];
  if (until) conditions.push(lte(bakerySpecialHours.jour, until));
  return db
    .select({ bakeryId: bakerySpecialHours.bakeryId, jour: bakerySpecialHours.jour, plages: bakerySpecialHours.plages })
    .from(bakerySpecialHours)
    .where(and(...conditions))
    .orderBy(asc(bakerySpecialHours.jour));
}

export async function findHolidayRule(db: Db, bakeryId: number): Promise<HolidayRule | undefined> {
  const rows = await db.select({ rule: bakeries.joursFeries }).from(bakeries).where(eq(bakeries.id, bakeryId)).limit(1);
  return rows[0] ? (rows[0].rule ?? null) : undefined;
}

export async function setHolidayRule(db: Db, bakeryId: number, rule: HolidayRule): Promise<void> {
  await db
    .update(bakeries)
    .set({ joursFeries: rule, updatedAt: sql`now()` })
    .where(eq(bakeries.id, bakeryId));
}

/**
 * Locks the bakery row until the transaction ends: two writes of one bakery's calendar run one
 * after the other, so the overlap and the 50-entry checks see each other's rows.
 */
export async function lockBakery(db: Db, bakeryId: number): Promise<boolean> {
  const rows = await db.select({ id: bakeries.id }).from(bakeries).where(eq(bakeries.id, bakeryId)).for('update');
  return rows.length > 0;
}

/** Upcoming entries from `today`: closures not over yet plus special dates, together. */
export async function countUpcoming(db: Db, bakeryId: number, today: string): Promise<number> {
  const [closures] = await db
    .select({ n: count() })
    .from(bakeryClosures)
    .where(and(eq(bakeryClosures.bakeryId, bakeryId), gte(bakeryClosures.fin, today)));
  const [special] = await db
    .select({ n: count() })
    .from(bakerySpecialHours)
    .where(and(eq(bakerySpecialHours.bakeryId, bakeryId), gte(bakerySpecialHours.jour, today)));
  return Number(closures?.n ?? 0) + Number(special?.n ?? 0);
}

/** Whether a stored closure of the bakery shares at least one day with `debut`..`fin`. */
export async function hasOverlappingClosure(db: Db, bakeryId: number, debut: string, fin: string): Promise<boolean> {
  const rows = await db
    .select({ id: bakeryClosures.id })
    .from(bakeryClosures)
    .where(and(eq(bakeryClosures.bakeryId, bakeryId), lte(bakeryClosures.debut, fin), gte(bakeryClosures.fin, debut)))
    .limit(1);
  return rows.length > 0;
}

export async function insertClosure(
  db: Db,
  values: { bakeryId: number; debut: string; fin: string; motif: string | null },
): Promise<ClosureRow> {
  const [row] = await db.insert(bakeryClosures).values(values).returning(closureColumns);
  return row!;
}

/** Deletes one closure of this bakery; false when it has none with that id. */
export async function deleteClosure(db: Db, bakeryId: number, closureId: number): Promise<boolean> {
  const rows = await db
    .delete(bakeryClosures)
    .where(and(eq(bakeryClosures.bakeryId, bakeryId), eq(bakeryClosures.id, closureId)))
    .returning({ id: bakeryClosures.id });
  return rows.length > 0;
}

export async function hasSpecialHours(db: Db, bakeryId: number, jour: string): Promise<boolean> {
  const rows = await db
    .select({ jour: bakerySpecialHours.jour })
    .from(bakerySpecialHours)
    .where(and(eq(bakerySpecialHours.bakeryId, bakeryId), eq(bakerySpecialHours.jour, jour)))
    .limit(1);
  return rows.length > 0;
}

export async function upsertSpecialHours(db: Db, bakeryId: number, jour: string, plages: SpecialRangeRow[]): Promise<void> {
  await db
    .insert(bakerySpecialHours)
    .values({ bakeryId, jour, plages })
    .onConflictDoUpdate({ target: [bakerySpecialHours.bakeryId, bakerySpecialHours.jour], set: { plages } });
}

/** Deletes the special hours of one date; false when there were none. */
export async function deleteSpecialHours(db: Db, bakeryId: number, jour: string): Promise<boolean> {
  const rows = await db
    .delete(bakerySpecialHours)
    .where(and(eq(bakerySpecialHours.bakeryId, bakeryId), eq(bakerySpecialHours.jour, jour)))
    .returning({ jour: bakerySpecialHours.jour });
  return rows.length > 0;
}
