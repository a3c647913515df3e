// Subscription events (docs/payments.md, "Provider events"): a paid renewal extends the access or
// pays the bakery's next month, a failed renewal tells the owner to update the card, a deleted
// subscription ends (the access at its period end; a bakery's publication: no further month).
import { formatEuros, PAYMENT_MESSAGES } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { enqueueMail } from '../../mail/outbox.js';
import { renewalPaymentFailedMail } from '../mails.js';
import { payBakeryRenewal } from '../bakery-subscription.js';
import { recordPayment } from '../ledger.js';
import { listPriceOf, paymentMethodOf, productName } from '../payment-helpers.js';
import { accessPeriod } from '../../invoices/invoice-texts.js';
import { queueReceipt } from '../receipt.js';
import * as grantsRepository from '../grants-repository.js';
import * as ledgerRepository from '../ledger-repository.js';
import * as sessionsRepository from '../sessions-repository.js';
import * as subscriptionsRepository from '../subscriptions-repository.js';
import type { SubscriptionRow } from '../subscriptions-repository.js';
import { retryLater, type EventContext, type EventOf } from './event-context.js';

type SubscriptionEvent = EventOf<'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.deleted'>;

export async function applySubscriptionEvent(tx: Db, ctx: EventContext, event: SubscriptionEvent, now: Date): Promise<void> {
  const subscription = await subscriptionsRepository.findSubscriptionByProviderId(tx, event.subscriptionId);
  switch (event.type) {
    case 'invoice.paid':
      // The renewal came before the checkout that created the subscription: the provider retries.
      if (!subscription) throw retryLater('Abonnement inconnu.');
      // The first invoice is the checkout's own: its month, ledger row and receipt came with the session's completion.
      if (event.isFirstInvoice) {
        await subscriptionsRepository.extendSubscriptionPeriod(tx, subscription.id, event.periodEnd);
        // The checkout's ledger row learns the payment intent its refund or dispute will name.
        if (event.paymentIntentId)
          await ledgerRepository.attachInvoicePaymentIntent(tx, ctx.providers.payments.name, event.invoiceId, event.paymentIntentId);
        return;
      }
      if (subscription.purpose === 'bakery_month') return payBakeryRenewal(tx, ctx, subscription, event, now);
      return renewAccess(tx, ctx, subscription, event, now);
    case 'invoice.payment_failed':
      // A first invoice that failed never completed its checkout: there is nothing of ours to tell about.
      if (!subscription) return;
      return mailRenewalFailed(tx, ctx, subscription, event);
    case 'customer.subscription.deleted':
      if (!subscription) return;
      await subscriptionsRepository.markSubscriptionCanceled(tx, subscription.id, now);
      // The access stops at the end of the period paid; a bakery's months already paid stay paid.
      if (event.periodEnd && subscription.purpose === 'ad_access')
        await subscriptionsRepository.endSubscriptionGrantsAt(tx, subscription.id, event.periodEnd);
      return;
  }
}

async function renewAccess(
  tx: Db,
  ctx: EventContext,
  subscription: SubscriptionRow,
  event: EventOf<'invoice.paid'>,
  now: Date,
): Promise<void> {
  const payments = ctx.providers.payments;
  const recorded = await recordPayment(tx, ctx, {
    userId: subscription.userId,
    kind: 'ad_access_subscription',
    subscriptionId: subscription.id,
    serviceStart: event.periodStart,
    serviceEnd: event.periodEnd,
    provider: payments.name,
    providerPaymentId: event.paymentIntentId,
    providerInvoiceId: event.invoiceId,
    method: paymentMethodOf(payments.name, event.amountCents),
    ...listPriceOf('ad_access_subscription', event.amountCents),
    amountCents: event.amountCents,
    paidAt: now,
  });
  await subscriptionsRepository.extendSubscriptionPeriod(tx, subscription.id, event.periodEnd);
  // The same provider invoice under another event id: granted already.
  if (!recorded.created) return;
  await grantsRepository.insertGrant(tx, {
    userId: subscription.userId,
    startsAt: event.periodStart,
    endsAt: event.periodEnd,
    paymentSessionId: null,
    subscriptionId: subscription.id,
    paymentId: recorded.paymentId,
  });
  await queueReceipt(tx, ctx, {
    userId: subscription.userId,
    product: PAYMENT_MESSAGES.productSubscription,
    amountCents: event.amountCents,
    period: accessPeriod(event.periodStart, event.periodEnd),
    reference: event.reference,
    invoiceNumber: recorded.invoiceNumber,
  });
}

async function mailRenewalFailed(
  tx: Db,
  ctx: EventContext,
  subscription: SubscriptionRow,
  event: EventOf<'invoice.payment_failed'>,
): Promise<void> {
  const user = await sessionsRepository.findUserContact(tx, subscription.userId);
  if (!user) return;
  const bakeryName = subscription.boulangerieId
    ? ((await sessionsRepository.findBakeryName(tx, subscription.boulangerieId)) ?? null)
    : null;
  const product =
    subscription.purpose === 'bakery_month' ? productName('bakery_month_subscription', bakeryName) : PAYMENT_MESSAGES.productSubscription;
  await enqueueMail(
    tx,
    renewalPaymentFailedMail(ctx.config.appUrl, {
      to: user.email,
      username: user.username,
      product,
      amount: formatEuros(event.amountCents),
      nextAttempt: event.nextAttempt,
    }),
  );
}
