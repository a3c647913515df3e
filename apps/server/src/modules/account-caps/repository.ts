// SQL of the caps per account (docs/bakery-management.md, "Caps per account"): the limits staff set
// on the users row, what the account owns and stores, and the row lock that makes a check and the
// write after it one step.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, bakeryImages, campaignImages, campaigns, users } from '../../db/schema/index.js';

export type CapOverrides = { bakeryLimit: number | null; uploadLimit: number | null };
export type CapUsage = { bakeries: number; uploads: number };

const overrideColumns = { bakeryLimit: users.bakeryLimit, uploadLimit: users.uploadLimit };

/** The account's own limits (null: the default), or undefined for an unknown account. */
export async function findOverrides(db: Db, userId: number): Promise<CapOverrides | undefined> {
  const rows = await db.select(overrideColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/**
 * The same, with the account's row locked until the transaction ends: a second write for the same
 * account waits here, then counts what the first one added. Inserting a bakery also takes a share
 * lock on this row (its foreign key), so no bakery of the account can appear meanwhile.
 */
export async function lockOverrides(db: Db, userId: number): Promise<CapOverrides | undefined> {
  const rows = await db.select(overrideColumns).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return rows[0];
}

export async function setOverrides(db: Db, userId: number, values: Partial<CapOverrides>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/**
 * What the account uses, in one statement: the bakeries it owns (bakeries_proprietaire_idx), and the
 * images stored for it: its bakeries' logos and shop photos and the images of their campaigns (each
 * join served by its foreign key's index).
 */
export async function countUsage(db: Db, userId: number): Promise<CapUsage> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM ${bakeries} b WHERE b.proprietaire_id = ${userId}) AS bakeries,
      (SELECT count(*)::int FROM ${bakeries} b WHERE b.proprietaire_id = ${userId} AND b.image_logo_main <> '')
      + (SELECT count(*)::int FROM ${bakeryImages} i JOIN ${bakeries} b ON b.id = i.bakery_id WHERE b.proprietaire_id = ${userId})
      + (SELECT count(*)::int FROM ${campaignImages} ci JOIN ${campaigns} c ON c.id = ci.campaign_id JOIN ${bakeries} b ON b.id = c.boulangerie_id
         WHERE b.proprietaire_id = ${userId}) AS uploads`);
  const [row] = (result as unknown as { rows: { bakeries: number | string; uploads: number | string }[] }).rows;
  return { bakeries: Number(row?.bakeries ?? 0), uploads: Number(row?.uploads ?? 0) };
}
