// Starting a payment (docs/payments.md): prices and promo codes are the server's, a checkout is
// opened with the provider and recorded as a pending session; a free access is granted at once.
import {
  accessPriceCents,
  amountAfterDiscount,
  BAKERY_MONTHLY_FEE_CENTS,
  CAMPAIGN_MESSAGES,
  parisDay,
  parisMonthStart,
  PAYMENT_MESSAGES,
  type TCreateCheckoutSessionRequest,
  type TCreateCheckoutSessionResponse,
  type TCreatePaymentSessionRequest,
  type TCreatePaymentSessionResponse,
  type TPromoCheckResponse,
} from '@fournil/shared';
import { randomBytes } from 'node:crypto';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import { completeInTransaction } from './complete-session.js';
import { FREE_PROVIDER, FREE_SESSION_PREFIX, cancelUrl, productName, successUrl } from './payment-helpers.js';
import { isPromoUsedUp } from './promo-redemptions.js';
import * as grantsRepository from './grants-repository.js';
import * as promosRepository from './promos-repository.js';
import * as sessionsRepository from './sessions-repository.js';
import * as subscriptionsRepository from './subscriptions-repository.js';
import type { PromoCodeRow } from './promos-repository.js';
import type { PaymentPurpose } from './sessions-repository.js';

type CheckoutContext = Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log' | 'now'>;

function isPromoUsable(promo: PromoCodeRow, now: Date): boolean {
  if (!promo.isActive) return false;
  if (promo.validFrom && promo.validFrom > now) return false;
  if (promo.validUntil && promo.validUntil <= now) return false;
  return promo.maxUses === null || promo.uses < promo.maxUses;
}

export async function checkPromo(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number, code: string): Promise<TPromoCheckResponse> {
  const promo = await promosRepository.findPromoByCode(ctx.db, code);
  if (!promo || !isPromoUsable(promo, ctx.now()) || (await isPromoUsedUp(ctx.db, promo, userId)))
    return { valid: false, discount_cents: 0 };
  return { valid: true, discount_cents: promo.discountCents };
}

type CheckoutRequest = {
  userId: number;
  purpose: PaymentPurpose;
  mode: 'payment' | 'subscription';
  amountCents: number;
  recurringAmountCents?: number;
  product: string;
  email: string | undefined;
  promoCodeId: number | null;
  boulangerieId?: number;
  period?: string;
  campaignId?: number | null;
};

/** Opens the provider's checkout, then records the pending session it will complete. */
async function startCheckout(ctx: Omit<CheckoutContext, 'now'>, session: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
  const payments = ctx.providers.payments;
  let checkout: { sessionId: string; url: string };
  try {
    checkout = await payments.createCheckout({
      mode: session.mode,
      amountCents: session.amountCents,
      recurringAmountCents: session.recurringAmountCents,
      productName: session.product,
      metadata: {
        user_id: String(session.userId),
        purpose: session.purpose,
        ...(session.boulangerieId ? { boulangerie_id: String(session.boulangerieId), period: session.period ?? '' } : {}),
      },
      successUrl: successUrl(ctx.config.appUrl, session.purpose, '{CHECKOUT_SESSION_ID}'),
      cancelUrl: cancelUrl(ctx.config.appUrl, session.purpose),
      customerEmail: session.email,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.error({ err: error }, 'payment provider refused the checkout');
    throw new AppError('unavailable', PAYMENT_MESSAGES.providerUnavailable);
  }
  await sessionsRepository.insertSession(ctx.db, {
    userId: session.userId,
    purpose: session.purpose,
    boulangerieId: session.boulangerieId ?? null,
    period: session.period ?? null,
    campaignId: session.campaignId ?? null,
    amountCents: session.amountCents,
    promoCodeId: session.promoCodeId,
    provider: payments.name,
    providerSessionId: checkout.sessionId,
  });
  return checkout;
}

/** Unlock screen: one-off or subscription access, price from the server, promo re-validated. */
export async function createCheckoutSession(
  ctx: CheckoutContext,
  user: { id: number; email: string },
  body: TCreateCheckoutSessionRequest,
): Promise<TCreateCheckoutSessionResponse> {
  const now = ctx.now();
  const purpose: PaymentPurpose = body.mode === 'subscription' ? 'ad_access_subscription' : 'ad_access_payment';
  if (purpose === 'ad_access_subscription' && (await subscriptionsRepository.findActiveSubscription(ctx.db, user.id))) {
    throw new AppError('conflict', PAYMENT_MESSAGES.subscriptionExists);
  }
  const price = accessPriceCents(body.mode);
  let promo: PromoCodeRow | undefined;
  if (body.promo_code) {
    promo = await promosRepository.findPromoByCode(ctx.db, body.promo_code);
    if (!promo || !isPromoUsable(promo, now)) throw badRequest(PAYMENT_MESSAGES.promoInvalid);
    if (await isPromoUsedUp(ctx.db, promo, user.id)) throw badRequest(PAYMENT_MESSAGES.promoAlreadyUsed);
  }
  const amount = amountAfterDiscount(price, promo?.discountCents ?? 0);
  if (body.amount_cents != null && body.amount_cents !== amount) throw badRequest(PAYMENT_MESSAGES.amountMismatch);

  if (amount === 0) {
    const sessionId = `${FREE_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
    await ctx.db.transaction(async (tx) => {
      await sessionsRepository.insertSession(tx, {
        userId: user.id,
        purpose,
        amountCents: 0,
        promoCodeId: promo?.id ?? null,
        provider: FREE_PROVIDER,
        providerSessionId: sessionId,
      });
      // A free grant must count its promo use, or refuse (a code at its maximum grants nothing).
      const done = await completeInTransaction(
        tx,
        ctx,
        sessionId,
        { subscriptionId: null, reference: sessionId, requirePromoUse: true },
        now,
      );
      if (done === 'promo_exhausted') throw badRequest(PAYMENT_MESSAGES.promoInvalid);
    });
    return { checkout_url: successUrl(ctx.config.appUrl, purpose, sessionId), sessionId };
  }
  const checkout = await startCheckout(ctx, {
    userId: user.id,
    purpose,
    mode: body.mode,
    amountCents: amount,
    recurringAmountCents: price,
    product: productName(purpose, null),
    email: user.email,
    promoCodeId: promo?.id ?? null,
  });
  return { checkout_url: checkout.url, sessionId: checkout.sessionId };
}

/**
 * Campaign manager: the bakery's 15 € fee for the current Paris month, once (`payment`) or every
 * month until cancelled (`subscription`, one running per bakery). The caller checked that the user
 * is a verified owner of the bakery; the advertising access is not needed (docs/payments.md).
 */
export async function createBakeryMonthSession(
  ctx: CheckoutContext,
  user: { id: number; email: string },
  body: TCreatePaymentSessionRequest,
): Promise<TCreatePaymentSessionResponse> {
  if (body.amount_cents != null && body.amount_cents !== BAKERY_MONTHLY_FEE_CENTS) throw badRequest(PAYMENT_MESSAGES.amountMismatch);
  const purpose: PaymentPurpose = body.mode === 'subscription' ? 'bakery_month_subscription' : 'bakery_month';
  if (
    purpose === 'bakery_month_subscription' &&
    (await subscriptionsRepository.findRunningBakerySubscription(ctx.db, body.boulangerie_id))
  ) {
    throw new AppError('conflict', PAYMENT_MESSAGES.bakerySubscriptionExists);
  }
  const period = parisMonthStart(ctx.now());
  // A subscription pays the current month first: with that month paid it would pay it twice.
  if (await grantsRepository.isMonthPaid(ctx.db, body.boulangerie_id, period))
    throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaidMonth);
  if (body.campagne_id) await assertPublishableOnPayment(ctx, body.campagne_id, body.boulangerie_id);
  const bakeryName = (await sessionsRepository.findBakeryName(ctx.db, body.boulangerie_id)) ?? null;
  const checkout = await startCheckout(ctx, {
    userId: user.id,
    purpose,
    mode: body.mode,
    amountCents: BAKERY_MONTHLY_FEE_CENTS,
    recurringAmountCents: BAKERY_MONTHLY_FEE_CENTS,
    product: productName(purpose, bakeryName),
    email: user.email,
    promoCodeId: null,
    boulangerieId: body.boulangerie_id,
    period,
    campaignId: body.campagne_id ?? null,
  });
  return { session_id: checkout.sessionId, checkout_url: checkout.url };
}

/**
 * A month paid from a campaign publishes it (docs/advertising.md, "Publish on payment"): it must be a
 * campaign of that bakery, not over, with at least one image, and no other campaign may hold the
 * bakery's active slot, so the owner never pays for a publication that cannot happen.
 */
async function assertPublishableOnPayment(ctx: CheckoutContext, campaignId: number, bakeryId: number): Promise<void> {
  const today = parisDay(ctx.now());
  const campaign = await grantsRepository.findPayableCampaign(ctx.db, campaignId, today);
  if (!campaign) throw notFound(CAMPAIGN_MESSAGES.notFound);
  if (campaign.boulangerieId !== bakeryId) throw fieldError('campagne_id', CAMPAIGN_MESSAGES.otherBakery);
  if (campaign.etat === 'terminee' || (campaign.endsOn !== null && campaign.endsOn < today))
    throw new AppError('conflict', CAMPAIGN_MESSAGES.ended);
  if (campaign.otherActive) throw new AppError('conflict', CAMPAIGN_MESSAGES.alreadyActive);
  // A campaign block without an image shows nothing worth paying for.
  if (!campaign.hasImage) throw new AppError('conflict', CAMPAIGN_MESSAGES.payNeedsImage);
}
