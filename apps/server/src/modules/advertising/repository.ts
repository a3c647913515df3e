import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeryMonthlyPayments, campaignImages, campaigns } from '../../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignImageRow = typeof campaignImages.$inferSelect;

/** Active campaigns of a bakery whose fee for `period` ('YYYY-MM-01') is paid. */
export async function findPublishedCampaigns(db: Db, bakeryId: number, period: string): Promise<CampaignRow[]> {
  const paidThisMonth = db
    .select({ id: bakeryMonthlyPayments.id })
    .from(bakeryMonthlyPayments)
    .where(
      and(
        eq(bakeryMonthlyPayments.boulangerieId, campaigns.boulangerieId),
        eq(bakeryMonthlyPayments.status, 'paid'),
        eq(bakeryMonthlyPayments.period, period),
      ),
    );
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.boulangerieId, bakeryId), eq(campaigns.etat, 'active'), exists(paidThisMonth)))
    .orderBy(asc(campaigns.id));
}

export async function findCampaignImages(db: Db, campaignIds: number[]): Promise<CampaignImageRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(campaignImages)
    .where(inArray(campaignImages.campaignId, campaignIds))
    .orderBy(asc(campaignImages.campaignId), asc(campaignImages.position), asc(campaignImages.id));
}
