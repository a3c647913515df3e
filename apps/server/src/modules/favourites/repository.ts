// Favourites' SQL (docs/favourites.md): an account's favourite bakeries, most recent first.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountFavourites, bakeries } from '../../db/schema/index.js';
import { isPublicBakery } from '../bakeries/repository.js';

/** The account's favourite bakeries that are published, most recent first. */
export async function listIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accountFavourites.bakeryId })
    .from(accountFavourites)
    .innerJoin(bakeries, eq(bakeries.id, accountFavourites.bakeryId))
    .where(and(eq(accountFavourites.userId, userId), isPublicBakery))
    .orderBy(desc(accountFavourites.createdAt), desc(accountFavourites.bakeryId));
  return rows.map((row) => row.id);
}

/** Every favourite row of the account, published bakery or not (the cap counts them all). */
export async function countAll(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountFavourites)
    .where(eq(accountFavourites.userId, userId));
  return row?.n ?? 0;
}

/** Of these ids, the published bakeries. */
export async function publishedAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: bakeries.id })
    .from(bakeries)
    .where(and(inArray(bakeries.id, [...ids]), isPublicBakery));
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds favourites (idempotent). `at` is the time of the newest; the others are a millisecond older
 * each, so the order given (most recent first) is the order listed.
 */
export async function add(db: Db, userId: number, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(accountFavourites)
    .values(ids.map((bakeryId, index) => ({ userId, bakeryId, createdAt: new Date(at.getTime() - index) })))
    .onConflictDoNothing();
}

export async function remove(db: Db, userId: number, bakeryId: number): Promise<void> {
  await db.delete(accountFavourites).where(and(eq(accountFavourites.userId, userId), eq(accountFavourites.bakeryId, bakeryId)));
}

/** For the data export: every favourite of the account with its bakery's name and when it was added. */
export async function listForExport(db: Db, userId: number): Promise<{ id: number; nom: string; createdAt: Date }[]> {
  return db
    .select({ id: bakeries.id, nom: bakeries.nom, createdAt: accountFavourites.createdAt })
    .from(accountFavourites)
    .innerJoin(bakeries, eq(bakeries.id, accountFavourites.bakeryId))
    .where(eq(accountFavourites.userId, userId))
    .orderBy(desc(accountFavourites.createdAt));
}
