// The one path that turns a paid session into access or a paid month (docs/payments.md): the
// provider's webhook, the server-side status check, the simulated `Payer` and a free grant all
// complete a session here, so it is applied once whichever comes first.
import { formatMonthFr, parisDay } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import type { ServiceContext } from '../../service-context.js';
import { SimulatedPaymentProvider } from '../../providers/payments/index.js';
import { startBakerySubscription } from './bakery-subscription.js';
import { recordPayment, type PaymentKind } from './ledger.js';
import { addOneMonth, isBakeryPurpose, listPriceOf, paymentMethodOf, productName } from './payment-helpers.js';
import { recordPromoRedemption } from './promo-redemptions.js';
import { accessPeriod } from '../invoices/invoice-texts.js';
import { queueReceipt } from './receipt.js';
import * as grantsRepository from './grants-repository.js';
import * as promosRepository from './promos-repository.js';
import * as sessionsRepository from './sessions-repository.js';
import * as subscriptionsRepository from './subscriptions-repository.js';
import type { PaymentPurpose } from './sessions-repository.js';

export type CompleteOutcome = 'applied' | 'already_done' | 'unknown_session' | 'promo_exhausted';

export type SessionOutcome = {
  subscriptionId: string | null;
  reference: string | null;
  /** The provider's customer of a subscription (its card is updated on the billing portal). */
  customerId?: string | null;
  requirePromoUse?: boolean;
};

const isSubscriptionPurpose = (purpose: PaymentPurpose) => purpose === 'ad_access_subscription' || purpose === 'bakery_month_subscription';

/**
 * In the caller's transaction: pending → paid (once), promo use counted (never past its maximum),
 * the grant or the month inserted (unique per session), and the receipt queued.
 */
export async function completeInTransaction(
  tx: Db,
  ctx: Pick<ServiceContext, 'config' | 'providers' | 'log'>,
  providerSessionId: string,
  outcome: SessionOutcome,
  now: Date,
): Promise<CompleteOutcome> {
  const payments = ctx.providers.payments;
  const existing = await sessionsRepository.findSessionByProviderId(tx, providerSessionId);
  if (!existing) return 'unknown_session';
  let subscriptionId = outcome.subscriptionId;
  // A simulated subscription pays its first month only: no provider will ever renew it.
  if (
    isSubscriptionPurpose(existing.purpose) &&
    !subscriptionId &&
    existing.provider === 'simulated' &&
    payments instanceof SimulatedPaymentProvider
  ) {
    subscriptionId = payments.newSubscriptionId();
  }
  const session = await sessionsRepository.markSessionPaid(tx, providerSessionId, subscriptionId, now);
  if (!session) return 'already_done';

  if (session.promoCodeId !== null) {
    const counted = await promosRepository.countPromoUse(tx, session.promoCodeId);
    if (!counted) {
      if (outcome.requirePromoUse) return 'promo_exhausted';
      // Paid money is never lost: the access is granted, the over-use is logged for the staff.
      ctx.log.warn(
        { paymentSessionId: session.id, promoCodeId: session.promoCodeId },
        'promo code used past its maximum by a paid session',
      );
    }
  }
  await recordPromoRedemption(tx, ctx, session, outcome);

  const bakeryName = session.boulangerieId ? ((await sessionsRepository.findBakeryName(tx, session.boulangerieId)) ?? null) : null;
  const ledgerEntry = {
    userId: session.userId,
    kind: session.purpose as PaymentKind,
    paymentSessionId: session.id,
    boulangerieId: session.boulangerieId,
    bakeryName,
    provider: session.provider,
    // charge.* events name the payment intent: the checkout's reference when the provider gave one.
    providerPaymentId: outcome.reference ?? session.providerSessionId,
    method: paymentMethodOf(session.provider, session.amountCents),
    ...listPriceOf(session.purpose as PaymentKind, session.amountCents),
    amountCents: session.amountCents,
    promoCodeId: session.promoCodeId,
    paidAt: now,
  };

  let period: string;
  let recorded: { paymentId: number; invoiceNumber: string };
  if (isBakeryPurpose(session.purpose)) {
    // A bakery's subscription starts with its current month, paid here like a one-off month.
    const subscriptionRowId =
      session.purpose === 'bakery_month_subscription' && subscriptionId
        ? await startBakerySubscription(tx, ctx, session, {
            subscriptionId,
            customerId: outcome.customerId ?? null,
            periodEnd: addOneMonth(now),
          })
        : null;
    recorded = await recordPayment(tx, ctx, { ...ledgerEntry, subscriptionId: subscriptionRowId, period: session.period });
    const inserted = await grantsRepository.insertMonthlyPayment(tx, {
      boulangerieId: session.boulangerieId,
      period: session.period!,
      amountCents: session.amountCents,
      paymentSessionId: session.id,
      paymentId: recorded.paymentId,
      status: 'paid',
    });
    // A month paid twice (two tabs): the second payment is kept on record for a refund.
    if (!inserted) ctx.log.warn({ paymentSessionId: session.id }, 'bakery month already paid by another session');
    if (session.campaignId !== null) await publishPaidCampaign(tx, ctx, session.campaignId, session.boulangerieId!, now);
    period = formatMonthFr(session.period);
  } else {
    // One-off access follows any access still running; a subscription starts now.
    const runningEnd =
      session.purpose === 'ad_access_payment' ? await grantsRepository.findCurrentAccessEnd(tx, session.userId, now) : undefined;
    const startsAt = runningEnd && runningEnd > now ? runningEnd : now;
    const endsAt = addOneMonth(startsAt);
    let subscriptionRowId: number | null = null;
    if (session.purpose === 'ad_access_subscription' && subscriptionId) {
      const subscription = await subscriptionsRepository.upsertSubscription(tx, {
        userId: session.userId,
        provider: session.provider,
        providerSubscriptionId: subscriptionId,
        currentPeriodEnd: endsAt,
        providerCustomerId: outcome.customerId ?? null,
      });
      subscriptionRowId = subscription?.id ?? null;
    }
    recorded = await recordPayment(tx, ctx, {
      ...ledgerEntry,
      subscriptionId: subscriptionRowId,
      serviceStart: startsAt,
      serviceEnd: endsAt,
    });
    await grantsRepository.insertGrant(tx, {
      userId: session.userId,
      startsAt,
      endsAt,
      paymentSessionId: session.id,
      subscriptionId: subscriptionRowId,
      paymentId: recorded.paymentId,
    });
    period = accessPeriod(startsAt, endsAt);
  }
  await queueReceipt(tx, ctx, {
    userId: session.userId,
    product: productName(session.purpose as PaymentPurpose, bakeryName),
    amountCents: session.amountCents,
    period,
    reference: outcome.reference ?? session.providerSessionId,
    invoiceNumber: recorded.invoiceNumber,
  });
  return 'applied';
}

/**
 * The campaign the month was paid from goes live in the step that records the payment, so it is
 * published exactly once and only when paid, whichever path completes the session (docs/advertising.md,
 * "Publish on payment"). In a savepoint: when another campaign took the bakery's active slot meanwhile,
 * the payment is still recorded and the campaign stays a draft.
 */
async function publishPaidCampaign(
  tx: Db,
  ctx: Pick<ServiceContext, 'log'>,
  campaignId: number,
  bakeryId: number,
  now: Date,
): Promise<void> {
  try {
    await tx.transaction((savepoint) => grantsRepository.publishPaidCampaign(savepoint, campaignId, bakeryId, parisDay(now), now));
  } catch (error) {
    if (!isUniqueViolation(error, 'campaigns_one_active_per_bakery')) throw error;
    ctx.log.warn({ campaignId }, 'campaign paid for but not published: another campaign of the bakery is active');
  }
}

/** completeInTransaction in a transaction of its own. */
export async function completeSession(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log'>,
  providerSessionId: string,
  outcome: SessionOutcome,
  now: Date,
): Promise<CompleteOutcome> {
  return ctx.db.transaction((tx) => completeInTransaction(tx, ctx, providerSessionId, outcome, now));
}
