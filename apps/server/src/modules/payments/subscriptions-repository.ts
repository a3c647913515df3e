// SQL of subscriptions (docs/payments.md, "Subscriptions"): one row per provider subscription,
// upserted from the provider's events, and the grants a canceled one ends.
import { and, desc, eq, gt, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adAccessGrants, adSubscriptions } from '../../db/schema/index.js';

export type SubscriptionRow = typeof adSubscriptions.$inferSelect;

export type SubscriptionInsert = {
  userId: number;
  provider: string;
  providerSubscriptionId: string;
  currentPeriodEnd: Date;
  purpose?: 'ad_access' | 'bakery_month';
  boulangerieId?: number | null;
  providerCustomerId?: string | null;
};

/**
 * The subscription row for a provider id, created once; undefined when a bakery already has another
 * running publication subscription (unique index ad_subscriptions_one_per_bakery).
 */
export async function upsertSubscription(db: Db, values: SubscriptionInsert): Promise<SubscriptionRow | undefined> {
  await db
    .insert(adSubscriptions)
    .values({ ...values, status: 'active' })
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(adSubscriptions)
    .where(eq(adSubscriptions.providerSubscriptionId, values.providerSubscriptionId))
    .limit(1);
  const row = rows[0];
  // A status check that completed the session first knew no customer: the webhook brings it.
  if (row && !row.providerCustomerId && values.providerCustomerId) {
    await db.update(adSubscriptions).set({ providerCustomerId: values.providerCustomerId }).where(eq(adSubscriptions.id, row.id));
    row.providerCustomerId = values.providerCustomerId;
  }
  return row;
}

/** The bakery's running publication subscription (not cancelled), if any. */
export async function findRunningBakerySubscription(db: Db, bakeryId: number): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(adSubscriptions)
    .where(
      and(eq(adSubscriptions.boulangerieId, bakeryId), eq(adSubscriptions.purpose, 'bakery_month'), ne(adSubscriptions.status, 'canceled')),
    )
    .limit(1);
  return rows[0];
}

/** The customer whose card the billing portal updates: the user's latest subscription at that provider that has one, running first. */
export async function findPortalCustomer(db: Db, userId: number, provider: string): Promise<string | undefined> {
  const rows = await db
    .select({ customerId: adSubscriptions.providerCustomerId })
    .from(adSubscriptions)
    .where(and(eq(adSubscriptions.userId, userId), eq(adSubscriptions.provider, provider), isNotNull(adSubscriptions.providerCustomerId)))
    .orderBy(sql`${adSubscriptions.status} = 'canceled'`, desc(adSubscriptions.id))
    .limit(1);
  return rows[0]?.customerId ?? undefined;
}

/** Whether the user has any subscription at all (the portal's 404 versus the simulation's 409). */
export async function findLatestSubscriptionProvider(db: Db, userId: number): Promise<string | undefined> {
  const rows = await db
    .select({ provider: adSubscriptions.provider })
    .from(adSubscriptions)
    .where(eq(adSubscriptions.userId, userId))
    .orderBy(desc(adSubscriptions.id))
    .limit(1);
  return rows[0]?.provider;
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.select().from(adSubscriptions).where(eq(adSubscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  return rows[0];
}

/** The user's running subscription to the advertising access (a bakery's publication subscription is not one). */
export async function findActiveSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(adSubscriptions)
    .where(and(eq(adSubscriptions.userId, userId), eq(adSubscriptions.purpose, 'ad_access'), eq(adSubscriptions.status, 'active')))
    .orderBy(desc(adSubscriptions.id))
    .limit(1);
  return rows[0];
}

/** A later period end only moves forward (renewals may arrive out of order). */
export async function extendSubscriptionPeriod(db: Db, id: number, periodEnd: Date): Promise<void> {
  await db
    .update(adSubscriptions)
    .set({ currentPeriodEnd: sql`greatest(coalesce(${adSubscriptions.currentPeriodEnd}, ${periodEnd}), ${periodEnd})` })
    .where(eq(adSubscriptions.id, id));
}

export async function markSubscriptionCanceled(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(adSubscriptions)
    .set({ status: 'canceled', canceledAt: sql`coalesce(${adSubscriptions.canceledAt}, ${now})` })
    .where(eq(adSubscriptions.id, id));
}

/** The subscription ended: its grants stop at `periodEnd` at the latest; later ones are void. */
export async function endSubscriptionGrantsAt(db: Db, subscriptionId: number, periodEnd: Date): Promise<void> {
  await db.delete(adAccessGrants).where(and(eq(adAccessGrants.subscriptionId, subscriptionId), gte(adAccessGrants.startsAt, periodEnd)));
  await db
    .update(adAccessGrants)
    .set({ endsAt: periodEnd })
    .where(
      and(eq(adAccessGrants.subscriptionId, subscriptionId), gt(adAccessGrants.endsAt, periodEnd), lt(adAccessGrants.startsAt, periodEnd)),
    );
}
