// SQL of what a payment grants (docs/payments.md): access periods, paid bakery months and the
// campaign a paid month publishes. Each grant is inserted once (ON CONFLICT DO NOTHING on a unique index).
import { and, desc, eq, gt, gte, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adAccessGrants, bakeryMonthlyPayments, campaigns } from '../../db/schema/index.js';

/** The end of the user's latest access grant still running at `now`, if any. */
export async function findCurrentAccessEnd(db: Db, userId: number, now: Date): Promise<Date | undefined> {
  const rows = await db
    .select({ endsAt: adAccessGrants.endsAt })
    .from(adAccessGrants)
    .where(and(eq(adAccessGrants.userId, userId), gt(adAccessGrants.endsAt, now)))
    .orderBy(desc(adAccessGrants.endsAt))
    .limit(1);
  return rows[0]?.endsAt;
}

/** One grant per payment session (unique index): false when that session already granted. */
export async function insertGrant(db: Db, values: typeof adAccessGrants.$inferInsert): Promise<boolean> {
  const rows = await db.insert(adAccessGrants).values(values).onConflictDoNothing().returning({ id: adAccessGrants.id });
  return rows.length === 1;
}

/** false when the session already paid a month, or the month is already paid by another session. */
export async function insertMonthlyPayment(db: Db, values: typeof bakeryMonthlyPayments.$inferInsert): Promise<boolean> {
  const rows = await db.insert(bakeryMonthlyPayments).values(values).onConflictDoNothing().returning({ id: bakeryMonthlyPayments.id });
  return rows.length === 1;
}

/**
 * The bakery's fee for `period` ('YYYY-MM-01') is paid: the one predicate behind a month paid, for
 * a bakery id or, inside a larger query, a bakery id column (advertising/repository.ts).
 */
export function paidMonth(bakeryId: number | AnyColumn, period: string): SQL | undefined {
  return and(
    eq(bakeryMonthlyPayments.boulangerieId, bakeryId),
    eq(bakeryMonthlyPayments.status, 'paid'),
    eq(bakeryMonthlyPayments.period, period),
  );
}

export async function isMonthPaid(db: Db, bakeryId: number, period: string): Promise<boolean> {
  const rows = await db.select({ id: bakeryMonthlyPayments.id }).from(bakeryMonthlyPayments).where(paidMonth(bakeryId, period)).limit(1);
  return rows.length === 1;
}

export type PayableCampaignRow = {
  id: number;
  boulangerieId: number;
  etat: string;
  endsOn: string | null;
  otherActive: boolean;
  hasImage: boolean;
};

/** The campaign a month is paid from, and whether another campaign of its bakery holds the active slot on `today`. */
export async function findPayableCampaign(db: Db, campaignId: number, today: string): Promise<PayableCampaignRow | undefined> {
  const [row] = await db
    .select({
      id: campaigns.id,
      boulangerieId: campaigns.boulangerieId,
      etat: campaigns.etat,
      endsOn: campaigns.endsOn,
      otherActive: sql<boolean>`exists(select 1 from campaigns other where other.boulangerie_id = campaigns.boulangerie_id
        and other.id <> campaigns.id and other.etat = 'active' and (other.ends_on is null or other.ends_on >= ${today}))`,
      hasImage: sql<boolean>`exists(select 1 from campaign_images image where image.campaign_id = campaigns.id)`,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}

/**
 * brouillon → active for the campaign a paid month names (docs/advertising.md, "Publish on
 * payment"), only while it is a draft of that bakery not past its end on `today`. Returns whether it
 * changed; the partial unique index still refuses a second active campaign (the caller's savepoint).
 */
export async function publishPaidCampaign(db: Db, campaignId: number, bakeryId: number, today: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ etat: 'active', updatedAt: now })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.boulangerieId, bakeryId),
        eq(campaigns.etat, 'brouillon'),
        or(isNull(campaigns.endsOn), gte(campaigns.endsOn, today)),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}
