// A bakery's monthly publication subscription (docs/payments.md, "Subscriptions"): the checkout's
// completion starts it and pays the current month, each later paid invoice pays the Paris month of
// its period start, and the owner cancels it at the period end. One running per bakery.
import { formatMonthFr, formatNumericDateFr, parisMonthStart, PAYMENT_MESSAGES, type TSubscriptionCancelResponse } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { recordPayment } from './ledger.js';
import { listPriceOf, paymentMethodOf, productName } from './payment-helpers.js';
import { queueReceipt } from './receipt.js';
import * as grantsRepository from './grants-repository.js';
import * as sessionsRepository from './sessions-repository.js';
import * as subscriptionsRepository from './subscriptions-repository.js';
import { stopSubscription } from './stop-subscription.js';
import type { PaymentSessionRow } from './sessions-repository.js';
import type { SubscriptionRow } from './subscriptions-repository.js';

type EventContext = Pick<ServiceContext, 'config' | 'providers' | 'log'>;

/** In the completion's transaction: the subscription row, with the customer whose card the portal updates. */
export async function startBakerySubscription(
  tx: Db,
  ctx: Pick<ServiceContext, 'log'>,
  session: PaymentSessionRow,
  started: { subscriptionId: string; customerId: string | null; periodEnd: Date },
): Promise<number | null> {
  const row = await subscriptionsRepository.upsertSubscription(tx, {
    userId: session.userId,
    purpose: 'bakery_month',
    boulangerieId: session.boulangerieId,
    provider: session.provider,
    providerSubscriptionId: started.subscriptionId,
    providerCustomerId: started.customerId,
    currentPeriodEnd: started.periodEnd,
  });
  // Two checkouts paid at once for one bakery: the month is paid once, the staff cancel the other.
  if (!row)
    ctx.log.error(
      { paymentSessionId: session.id, subscriptionId: started.subscriptionId },
      'second running publication subscription for a bakery',
    );
  return row?.id ?? null;
}

/** `invoice.paid` of a publication subscription after the first: pays the Paris month its period starts in. */
export async function payBakeryRenewal(
  tx: Db,
  ctx: EventContext,
  subscription: SubscriptionRow,
  invoice: {
    periodStart: Date;
    periodEnd: Date;
    amountCents: number;
    reference: string;
    invoiceId: string;
    paymentIntentId: string | null;
  },
  now: Date,
): Promise<void> {
  const payments = ctx.providers.payments;
  const period = parisMonthStart(invoice.periodStart);
  const bakeryId = subscription.boulangerieId;
  const bakeryName = bakeryId ? ((await sessionsRepository.findBakeryName(tx, bakeryId)) ?? null) : null;
  const recorded = await recordPayment(tx, ctx, {
    userId: subscription.userId,
    kind: 'bakery_month_subscription',
    subscriptionId: subscription.id,
    boulangerieId: bakeryId,
    bakeryName,
    period,
    serviceStart: invoice.periodStart,
    serviceEnd: invoice.periodEnd,
    provider: payments.name,
    providerPaymentId: invoice.paymentIntentId,
    providerInvoiceId: invoice.invoiceId,
    method: paymentMethodOf(payments.name, invoice.amountCents),
    ...listPriceOf('bakery_month_subscription', invoice.amountCents),
    amountCents: invoice.amountCents,
    paidAt: now,
  });
  await subscriptionsRepository.extendSubscriptionPeriod(tx, subscription.id, invoice.periodEnd);
  // The same provider invoice under another event id: recorded already, nothing more to do.
  if (!recorded.created) return;
  if (bakeryId) {
    const inserted = await grantsRepository.insertMonthlyPayment(tx, {
      boulangerieId: bakeryId,
      period,
      amountCents: invoice.amountCents,
      paymentSessionId: null,
      paymentId: recorded.paymentId,
      status: 'paid',
    });
    // Already paid once by hand this month: the renewal is kept on record for a refund.
    if (!inserted) ctx.log.warn({ subscriptionId: subscription.id, period }, 'bakery month already paid when its subscription renewed');
  }
  await queueReceipt(tx, ctx, {
    userId: subscription.userId,
    product: productName('bakery_month_subscription', bakeryName),
    amountCents: invoice.amountCents,
    period: formatMonthFr(period),
    reference: invoice.reference,
    invoiceNumber: recorded.invoiceNumber,
  });
}

/** `POST /api/payments/bakeries/{id}/subscription/cancel/` (the caller is an owner of the bakery): no further month. */
export async function cancelBakerySubscription(
  ctx: Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>,
  bakeryId: number,
): Promise<TSubscriptionCancelResponse> {
  const now = ctx.now();
  const subscription = await subscriptionsRepository.findRunningBakerySubscription(ctx.db, bakeryId);
  if (!subscription) throw notFound(PAYMENT_MESSAGES.noBakerySubscription);
  await stopSubscription(ctx, subscription, now);
  const until = subscription.currentPeriodEnd ?? now;
  const bakeryName = (await sessionsRepository.findBakeryName(ctx.db, bakeryId)) ?? 'la boulangerie';
  return { detail: PAYMENT_MESSAGES.bakerySubscriptionCanceled(bakeryName, formatNumericDateFr(until)), until: until.toISOString() };
}
