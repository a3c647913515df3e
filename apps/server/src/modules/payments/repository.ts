// SQL of payments, promo codes, access grants and subscriptions. Every "exactly once" of
// docs/payments.md is a statement here: a conditional UPDATE, an INSERT … ON CONFLICT DO NOTHING
// or a unique index (migration 0006), never a read followed by a write.
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  adAccessGrants,
  adSubscriptions,
  bakeries,
  bakeryMonthlyPayments,
  campaigns,
  payments,
  paymentSessions,
  processedProviderEvents,
  promoCodes,
  promoRedemptions,
  users,
} from '../../db/schema/index.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type PaymentSessionInsert = typeof paymentSessions.$inferInsert;
export type PaymentPurpose = PaymentSessionRow['purpose'];

/** Case-insensitive, served by the unique index on upper(code). */
export async function findPromoByCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`)
    .limit(1);
  return rows[0];
}

/** Counts one use unless the code is at its maximum: false when nothing was counted. */
export async function countPromoUse(db: Db, promoCodeId: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.id, promoCodeId), or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses))))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** Whether this account already used this code (any completed payment or free grant). */
export async function hasRedeemedPromo(db: Db, promoCodeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records one account's use of a code; `once` copies the code's rule at that moment. Under the
 * partial unique index (promo_code_id, user_id) WHERE once, a second once-per-account use by the
 * same account inserts nothing (false), even from a concurrent transaction, which waits for the
 * first one's commit. A session records at most one use (unique payment_session_id).
 */
export async function insertPromoRedemption(
  db: Db,
  values: { promoCodeId: number; userId: number; paymentSessionId: number; once: boolean },
): Promise<boolean> {
  const rows = await db.insert(promoRedemptions).values(values).onConflictDoNothing().returning({ id: promoRedemptions.id });
  return rows.length === 1;
}

export async function findPromoById(db: Db, id: number): Promise<PromoCodeRow | undefined> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return rows[0];
}

export async function insertSession(db: Db, values: PaymentSessionInsert): Promise<PaymentSessionRow> {
  const [row] = await db.insert(paymentSessions).values(values).returning();
  return row!;
}

export async function findSessionByProviderId(db: Db, providerSessionId: string): Promise<PaymentSessionRow | undefined> {
  const rows = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, providerSessionId)).limit(1);
  return rows[0];
}

/**
 * pending → paid, once: of concurrent callers (webhook, status check, `Payer`) exactly one gets
 * the row back, the others wait for its commit and then find it no longer pending.
 */
export async function markSessionPaid(
  db: Db,
  providerSessionId: string,
  subscriptionId: string | null,
  now: Date,
): Promise<PaymentSessionRow | undefined> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: 'paid', completedAt: now, ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}) })
    .where(and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.status, 'pending')))
    .returning();
  return rows[0];
}

/** pending → canceled/expired/failed; a paid session never goes back. */
export async function closePendingSession(
  db: Db,
  providerSessionId: string,
  status: 'canceled' | 'expired' | 'failed',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status, completedAt: now })
    .where(and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.status, 'pending')))
    .returning({ id: paymentSessions.id });
  return rows.length === 1;
}

/** true the first time an event id is seen; in the transaction of the event's effect. */
export async function recordProviderEvent(db: Db, provider: string, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedProviderEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedProviderEvents.eventId });
  return rows.length === 1;
}

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

/**
 * A subscription checkout's payment is recorded under the checkout's reference, its first invoice
 * (Stripe gives no payment intent at completion): when that invoice's event names its payment intent,
 * the ledger row takes it, so that the charge's refund or dispute finds it. Once: a row that already
 * has an invoice id is left alone.
 */
export async function attachInvoicePaymentIntent(db: Db, provider: string, invoiceId: string, paymentIntentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ providerPaymentId: paymentIntentId, providerInvoiceId: invoiceId })
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, invoiceId), isNull(payments.providerInvoiceId)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export type DisputedPayment = {
  id: number;
  userId: number | null;
  kind: string;
  bakeryName: string | null;
  period: string | null;
  amountCents: number;
};

/** Flags a payment as disputed, once: false when it already was (a second dispute event changes nothing). */
export async function flagPaymentDisputed(db: Db, paymentId: number, disputeId: string, at: Date): Promise<DisputedPayment | undefined> {
  const rows = await db
    .update(payments)
    .set({ disputedAt: at, providerDisputeId: disputeId })
    .where(and(eq(payments.id, paymentId), isNull(payments.disputedAt)))
    .returning({
      id: payments.id,
      userId: payments.userId,
      kind: payments.kind,
      bakeryName: payments.bakeryName,
      period: payments.period,
      amountCents: payments.amountCents,
    });
  return rows[0];
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

export async function findUserContact(db: Db, userId: number): Promise<{ email: string; username: string } | undefined> {
  const rows = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function findBakeryName(db: Db, bakeryId: number): Promise<string | undefined> {
  const rows = await db.select({ nom: bakeries.nom }).from(bakeries).where(eq(bakeries.id, bakeryId)).limit(1);
  return rows[0]?.nom;
}

export type PaymentListRow = PaymentSessionRow & { bakeryName: string | null };

/** The owner's payments, newest first (documented limit: the latest 200). */
export async function listUserSessions(db: Db, userId: number): Promise<PaymentListRow[]> {
  const rows = await db
    .select({ session: paymentSessions, bakeryName: bakeries.nom })
    .from(paymentSessions)
    .leftJoin(bakeries, eq(bakeries.id, paymentSessions.boulangerieId))
    .where(eq(paymentSessions.userId, userId))
    .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id))
    .limit(200);
  return rows.map((row) => ({ ...row.session, bakeryName: row.bakeryName }));
}

// ── The ledger (docs/payments.md, "The ledger") ─────────────────────────────────────────────────

export type LedgerPaymentRow = typeof payments.$inferSelect;
export type LedgerPaymentInsert = typeof payments.$inferInsert;

/**
 * One row per payment: the unique indexes on the session, the provider payment and the provider
 * invoice make a second recording (concurrent or not) insert nothing; undefined then.
 */
export async function insertLedgerPayment(db: Db, values: LedgerPaymentInsert): Promise<LedgerPaymentRow | undefined> {
  const rows = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** The payment already recorded under one of the keys a new one would take. */
export async function findLedgerPaymentByKeys(
  db: Db,
  keys: { paymentSessionId: number | null; provider: string; providerPaymentId: string | null; providerInvoiceId: string | null },
): Promise<LedgerPaymentRow | undefined> {
  const matches: SQL[] = [];
  if (keys.paymentSessionId !== null) matches.push(eq(payments.paymentSessionId, keys.paymentSessionId));
  if (keys.providerPaymentId !== null)
    matches.push(and(eq(payments.provider, keys.provider), eq(payments.providerPaymentId, keys.providerPaymentId))!);
  if (keys.providerInvoiceId !== null)
    matches.push(and(eq(payments.provider, keys.provider), eq(payments.providerInvoiceId, keys.providerInvoiceId))!);
  if (matches.length === 0) return undefined;
  const rows = await db
    .select()
    .from(payments)
    .where(or(...matches))
    .orderBy(payments.id)
    .limit(1);
  return rows[0];
}

export async function findLedgerPaymentByProviderPayment(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<{ id: number; userId: number | null } | undefined> {
  const rows = await db
    .select({ id: payments.id, userId: payments.userId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return rows[0];
}

/** The payment, locked until the caller's transaction ends: refunds of one payment queue up. */
export async function lockLedgerPayment(db: Db, paymentId: number): Promise<LedgerPaymentRow | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  return rows[0];
}

/** Only a higher cumulative total moves the refunded amount: false when nothing changed. */
export async function raiseRefundedTotal(db: Db, paymentId: number, refundedTotalCents: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundedCents: refundedTotalCents, refundedAt: at })
    .where(and(eq(payments.id, paymentId), lt(payments.refundedCents, refundedTotalCents)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The grant of a session or of a renewal, linked to the payment that bought it. */
export async function linkGrantToPayment(
  db: Db,
  where: { paymentSessionId: number } | { grantId: number },
  paymentId: number,
): Promise<void> {
  await db
    .update(adAccessGrants)
    .set({ paymentId })
    .where(
      and(
        'grantId' in where ? eq(adAccessGrants.id, where.grantId) : eq(adAccessGrants.paymentSessionId, where.paymentSessionId),
        isNull(adAccessGrants.paymentId),
      ),
    );
}

export async function linkMonthlyPaymentToPayment(db: Db, paymentSessionId: number, paymentId: number): Promise<void> {
  await db
    .update(bakeryMonthlyPayments)
    .set({ paymentId })
    .where(and(eq(bakeryMonthlyPayments.paymentSessionId, paymentSessionId), isNull(bakeryMonthlyPayments.paymentId)));
}

/** A renewal's grant: the one of this subscription for exactly this period. */
export async function findRenewalGrant(db: Db, subscriptionId: number, startsAt: Date, endsAt: Date): Promise<number | undefined> {
  const rows = await db
    .select({ id: adAccessGrants.id })
    .from(adAccessGrants)
    .where(
      and(
        eq(adAccessGrants.subscriptionId, subscriptionId),
        eq(adAccessGrants.startsAt, startsAt),
        eq(adAccessGrants.endsAt, endsAt),
        isNull(adAccessGrants.paymentId),
      ),
    )
    .orderBy(desc(adAccessGrants.id))
    .limit(1);
  return rows[0]?.id;
}

/**
 * A fully refunded access ends at `at` (docs/payments.md, "Refunds"): a span not begun yet is
 * void, a running one stops now.
 */
export async function endPaymentGrantsAt(db: Db, paymentId: number, at: Date): Promise<void> {
  await db.delete(adAccessGrants).where(and(eq(adAccessGrants.paymentId, paymentId), gte(adAccessGrants.startsAt, at)));
  await db
    .update(adAccessGrants)
    .set({ endsAt: at })
    .where(and(eq(adAccessGrants.paymentId, paymentId), gt(adAccessGrants.endsAt, at)));
}

/** A fully refunded month is no longer paid: `paidMonth` reads only status 'paid'. */
export async function unpayPaymentMonths(db: Db, paymentId: number): Promise<void> {
  await db
    .update(bakeryMonthlyPayments)
    .set({ status: 'refunded' })
    .where(and(eq(bakeryMonthlyPayments.paymentId, paymentId), eq(bakeryMonthlyPayments.status, 'paid')));
}

/** The ledger rows of these sessions (the owner's history). */
export async function findLedgerPaymentsBySessions(db: Db, sessionIds: number[]): Promise<LedgerPaymentRow[]> {
  if (sessionIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.paymentSessionId, sessionIds));
}

/** The user's payments without a session: subscription renewals, newest first (the latest 200). */
export async function listUserRenewals(db: Db, userId: number): Promise<LedgerPaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), isNull(payments.paymentSessionId)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(200);
}

// ---------------------------------------------------------------- publish on payment

export type PayableCampaignRow = { id: number; boulangerieId: number; etat: string; endsOn: string | null; otherActive: boolean };

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
