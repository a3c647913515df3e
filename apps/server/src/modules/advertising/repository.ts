import { and, asc, eq, exists, gte, inArray, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distanceKm, inSearchBox, isPublicBakery } from '../bakeries/repository.js';
import { isMonthPaid, paidMonth } from '../payments/grants-repository.js';
import { adSubscriptions, bakeries, bakeryMonthlyPayments, campaignDailyStats, campaignImages, campaigns } from '../../db/schema/index.js';

// A month paid is the payments' predicate (payments/grants-repository.ts), one definition for both modules.
export { isMonthPaid } from '../payments/grants-repository.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignImageRow = typeof campaignImages.$inferSelect;

/**
 * The campaign has no end date or `today` (a Paris day, 'YYYY-MM-DD') is not past it. Read by every
 * query that shows or counts a campaign, so an ended one is gone at Paris midnight, before the job
 * that marks it `terminee` has run (docs/advertising.md, "End dates").
 */
export function isRunningOn(today: string) {
  return or(isNull(campaigns.endsOn), gte(campaigns.endsOn, today));
}

/** Active campaigns of a bakery whose fee for `period` ('YYYY-MM-01') is paid, and not past their end on `today`. */
export async function findPublishedCampaigns(db: Db, bakeryId: number, period: string, today: string): Promise<CampaignRow[]> {
  const paidThisMonth = db
    .select({ id: bakeryMonthlyPayments.id })
    .from(bakeryMonthlyPayments)
    .where(paidMonth(campaigns.boulangerieId, period));
  // A suspended owner's bakery is not public, nor are its campaigns.
  const publicBakery = db
    .select({ id: bakeries.id })
    .from(bakeries)
    .where(and(eq(bakeries.id, campaigns.boulangerieId), isPublicBakery));
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.boulangerieId, bakeryId),
        eq(campaigns.etat, 'active'),
        isRunningOn(today),
        exists(paidThisMonth),
        exists(publicBakery),
      ),
    )
    .orderBy(asc(campaigns.id));
}

export type SponsoredRow = {
  id: number;
  nomCampagne: string;
  description: string;
  bakeryId: number;
  nom: string;
  ville: string;
  distanceKm: number;
};

/**
 * The « Sponsorisé » card (docs/advertising.md, "Sponsored card"): the published campaign (active,
 * not past its end on `today`, its bakery's `period` paid, the bakery public) whose bakery is the
 * nearest within `rayonKm` of the centre; a tie goes to the older campaign. At most one.
 */
export async function findSponsoredCampaign(
  db: Db,
  centre: { lat: number; lng: number; rayonKm: number },
  period: string,
  today: string,
): Promise<SponsoredRow | undefined> {
  const distance = distanceKm(centre);
  const paidThisMonth = db
    .select({ id: bakeryMonthlyPayments.id })
    .from(bakeryMonthlyPayments)
    .where(paidMonth(campaigns.boulangerieId, period));
  const [row] = await db
    .select({
      id: campaigns.id,
      nomCampagne: campaigns.nomCampagne,
      description: campaigns.description,
      bakeryId: bakeries.id,
      nom: bakeries.nom,
      ville: bakeries.ville,
      distanceKm: distance.as('distance_km'),
    })
    .from(campaigns)
    .innerJoin(bakeries, eq(bakeries.id, campaigns.boulangerieId))
    .where(
      and(
        eq(campaigns.etat, 'active'),
        isRunningOn(today),
        exists(paidThisMonth),
        sql`${inSearchBox(centre)} AND ${distance} <= ${centre.rayonKm}::float8 AND ${isPublicBakery}`,
      ),
    )
    .orderBy(sql`distance_km`, asc(campaigns.id))
    .limit(1);
  return row ? { ...row, distanceKm: Number(row.distanceKm) } : undefined;
}

export async function findCampaignImages(db: Db, campaignIds: number[]): Promise<CampaignImageRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(campaignImages)
    .where(inArray(campaignImages.campaignId, campaignIds))
    .orderBy(asc(campaignImages.campaignId), asc(campaignImages.position), asc(campaignImages.id));
}

// ---------------------------------------------------------------- owner side (campaign manager)

export type CampaignInsert = typeof campaigns.$inferInsert;
export type OwnedCampaignRow = CampaignRow & { proprietaireId: number | null };

/** Every campaign of the owner's bakeries, oldest first. */
export async function findOwnerCampaigns(db: Db, ownerId: number): Promise<CampaignRow[]> {
  const rows = await db
    .select({ campaign: campaigns })
    .from(campaigns)
    .innerJoin(bakeries, eq(bakeries.id, campaigns.boulangerieId))
    .where(eq(bakeries.proprietaireId, ownerId))
    .orderBy(asc(campaigns.id));
  return rows.map((row) => row.campaign);
}

/** One campaign and the owner of its bakery (who alone may act on it). */
export async function findCampaignWithOwner(db: Db, id: number): Promise<OwnedCampaignRow | undefined> {
  const [row] = await db
    .select({ campaign: campaigns, proprietaireId: bakeries.proprietaireId })
    .from(campaigns)
    .innerJoin(bakeries, eq(bakeries.id, campaigns.boulangerieId))
    .where(eq(campaigns.id, id));
  return row ? { ...row.campaign, proprietaireId: row.proprietaireId } : undefined;
}

export async function insertCampaign(db: Db, values: CampaignInsert): Promise<number> {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return row!.id;
}

export async function updateCampaign(db: Db, id: number, values: Partial<CampaignInsert>): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/** Deletes the campaign (images and statistics go with it, ON DELETE CASCADE); returns the image files. */
export async function deleteCampaign(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const images = await tx.select({ image: campaignImages.image }).from(campaignImages).where(eq(campaignImages.campaignId, id));
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    return images.map((row) => row.image);
  });
}

/** Moves the campaign to `etat`; the partial unique index refuses a second active campaign. */
export async function setCampaignEtat(db: Db, id: number, etat: 'active' | 'brouillon'): Promise<void> {
  await db.update(campaigns).set({ etat, updatedAt: new Date() }).where(eq(campaigns.id, id));
}

/**
 * Active and draft campaigns whose end date is before `today` become `terminee` (of one bakery, or of
 * all); an ended active campaign so frees its bakery's one active slot. Returns how many changed.
 */
export async function endCampaignsPastTheirEnd(db: Db, today: string, bakeryId?: number): Promise<number> {
  const rows = await db
    .update(campaigns)
    .set({ etat: 'terminee', updatedAt: new Date() })
    .where(
      and(
        inArray(campaigns.etat, ['active', 'brouillon']),
        lt(campaigns.endsOn, today),
        bakeryId === undefined ? undefined : eq(campaigns.boulangerieId, bakeryId),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length;
}

/** The bakery's running publication subscription, if any: its month renews by itself. */
export function runningPublicationSubscription(db: Db, bakeryId: AnyColumn) {
  return db
    .select({ id: adSubscriptions.id })
    .from(adSubscriptions)
    .where(
      and(eq(adSubscriptions.boulangerieId, bakeryId), eq(adSubscriptions.purpose, 'bakery_month'), eq(adSubscriptions.status, 'active')),
    );
}

export type BakeryAdStatusRow = {
  id: number;
  nom: string;
  ville: string;
  paidThisMonth: boolean;
  hasActiveCampaign: boolean;
  subscriptionActive: boolean;
};

/** The owner's bakeries with their fee for `period` and whether one campaign is active (and not past its end on `today`). */
export async function findOwnerBakeriesAdStatus(db: Db, ownerId: number, period: string, today: string): Promise<BakeryAdStatusRow[]> {
  const paid = db.select({ id: bakeryMonthlyPayments.id }).from(bakeryMonthlyPayments).where(paidMonth(bakeries.id, period));
  const active = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.boulangerieId, bakeries.id), eq(campaigns.etat, 'active'), isRunningOn(today)));
  const subscribed = runningPublicationSubscription(db, bakeries.id);
  return db
    .select({
      id: bakeries.id,
      nom: bakeries.nom,
      ville: bakeries.ville,
      paidThisMonth: sql<boolean>`exists(${paid})`,
      hasActiveCampaign: sql<boolean>`exists(${active})`,
      subscriptionActive: sql<boolean>`exists(${subscribed})`,
    })
    .from(bakeries)
    .where(eq(bakeries.proprietaireId, ownerId))
    .orderBy(asc(bakeries.id));
}

export async function insertCampaignImages(db: Db, campaignId: number, names: string[], firstPosition: number): Promise<void> {
  if (names.length === 0) return;
  await db.insert(campaignImages).values(names.map((image, index) => ({ campaignId, image, position: firstPosition + index })));
}

/** Deletes one image of the campaign; returns its file name, if it was there. */
export async function deleteCampaignImage(db: Db, campaignId: number, imageId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(campaignImages)
    .where(and(eq(campaignImages.id, imageId), eq(campaignImages.campaignId, campaignId)))
    .returning({ image: campaignImages.image });
  return row?.image;
}

/** Serialises image uploads of one campaign so two requests cannot both pass the 5-image check. */
export async function lockCampaign(db: Db, campaignId: number): Promise<boolean> {
  const rows = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return rows.length > 0;
}

// ---------------------------------------------------------------- statistics

export type StatKind = 'views' | 'clicks';

/** Adds one view or click to the campaign's row of `day` (created on first use). */
export async function incrementStat(db: Db, campaignId: number, day: string, kind: StatKind): Promise<void> {
  const column = kind === 'views' ? campaignDailyStats.views : campaignDailyStats.clicks;
  await db
    .insert(campaignDailyStats)
    .values({ campaignId, day, views: kind === 'views' ? 1 : 0, clicks: kind === 'clicks' ? 1 : 0 })
    .onConflictDoUpdate({ target: [campaignDailyStats.campaignId, campaignDailyStats.day], set: { [kind]: sql`${column} + 1` } });
}

/** Views and clicks per campaign since `fromDay` (inclusive). */
export async function sumStats(db: Db, campaignIds: number[], fromDay: string): Promise<Map<number, { views: number; clicks: number }>> {
  const result = new Map<number, { views: number; clicks: number }>();
  if (campaignIds.length === 0) return result;
  const rows = await db
    .select({
      campaignId: campaignDailyStats.campaignId,
      views: sql<number>`coalesce(sum(${campaignDailyStats.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${campaignDailyStats.clicks}), 0)::int`,
    })
    .from(campaignDailyStats)
    .where(and(inArray(campaignDailyStats.campaignId, campaignIds), gte(campaignDailyStats.day, fromDay)))
    .groupBy(campaignDailyStats.campaignId);
  for (const row of rows) result.set(row.campaignId, { views: Number(row.views), clicks: Number(row.clicks) });
  return result;
}

/** The campaign if it is shown to visitors now (active, not past its end on `today`, month paid): only those are counted. */
export async function isCampaignPublished(db: Db, campaignId: number, period: string, today: string): Promise<boolean> {
  const [row] = await db
    .select({ boulangerieId: campaigns.boulangerieId, etat: campaigns.etat })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), isRunningOn(today)));
  if (!row || row.etat !== 'active') return false;
  return isMonthPaid(db, row.boulangerieId, period);
}
