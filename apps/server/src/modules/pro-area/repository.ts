// SQL of the professional area's guards: who owns and manages a bakery, and the access grants of
// the advertising section (written by modules/payments, only read here).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adAccessGrants, adSubscriptions, bakeries } from '../../db/schema/index.js';

/** Who owns and who manages a bakery (the role guard's only question); no owner for a listing. */
export async function findBakeryPeople(
  db: Db,
  id: number,
): Promise<{ proprietaireId: number | null; responsableId: number | null } | undefined> {
  const rows = await db
    .select({ proprietaireId: bakeries.proprietaireId, responsableId: bakeries.responsableId })
    .from(bakeries)
    .where(eq(bakeries.id, id))
    .limit(1);
  return rows[0];
}

/** The user's grants still running after `now`, earliest start first. */
export async function findRunningGrants(db: Db, userId: number, now: Date): Promise<{ startsAt: Date; endsAt: Date }[]> {
  return db
    .select({ startsAt: adAccessGrants.startsAt, endsAt: adAccessGrants.endsAt })
    .from(adAccessGrants)
    .where(and(eq(adAccessGrants.userId, userId), gt(adAccessGrants.endsAt, now)))
    .orderBy(asc(adAccessGrants.startsAt));
}

/** A running subscription to the advertising access; a bakery's publication subscription does not count (docs/payments.md). */
export async function hasActiveSubscription(db: Db, userId: number): Promise<boolean> {
  const [subscription] = await db
    .select({ id: adSubscriptions.id })
    .from(adSubscriptions)
    .where(and(eq(adSubscriptions.userId, userId), eq(adSubscriptions.purpose, 'ad_access'), eq(adSubscriptions.status, 'active')))
    .limit(1);
  return subscription !== undefined;
}
