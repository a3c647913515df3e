// The provider's verified events (docs/payments.md): a paid checkout completes its session, a paid
// renewal extends the subscription's access, a deleted subscription ends it.
import { PAYMENT_MESSAGES } from '@fournil/shared';
import { AppError } from '../../lib/errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { ProviderEvent } from '../../providers/payments/index.js';
import { completeInTransaction } from './complete-session.js';
import { recordPayment } from './ledger.js';
import { listPriceOf, paymentMethodOf } from './payment-helpers.js';
import { accessPeriod, queueReceipt } from './receipt.js';
import * as repository from './repository.js';

/** A retryable refusal: the provider sends the event again later (an event that came too early). */
const retryLater = (detail: string) => new AppError('conflict', detail);

/**
 * Applies a verified provider event exactly once: its id is recorded in the same transaction as
 * its effect, so a duplicate (even concurrent) finds the id taken and changes nothing.
 */
export async function applyProviderEvent(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log' | 'now'>,
  event: ProviderEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.type === 'ignored') return 'ignored';
  const now = ctx.now();
  const payments = ctx.providers.payments;
  return ctx.db.transaction(async (tx) => {
    if (!(await repository.recordProviderEvent(tx, payments.name, event.id, event.type))) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        // An asynchronous payment method (bank debit) is not paid yet: only the event is recorded.
        if (!event.isPaid) return 'applied';
        const done = await completeInTransaction(tx, ctx, event.sessionId, { subscriptionId: event.subscriptionId, reference: event.reference }, now);
        if (done === 'unknown_session') throw retryLater('Session de paiement inconnue.');
        return 'applied';
      }
      case 'invoice.paid': {
        const subscription = await repository.findSubscriptionByProviderId(tx, event.subscriptionId);
        // The renewal came before the checkout that created the subscription: the provider retries.
        if (!subscription) throw retryLater('Abonnement inconnu.');
        // The first invoice is the checkout's own: its payment, invoice and receipt came with the
        // session's completion. A renewal is a payment of its own (docs/payments.md, "The ledger").
        const renewal = event.isFirstInvoice
          ? null
          : await recordPayment(tx, ctx, {
              userId: subscription.userId,
              kind: subscription.purpose === 'bakery_month' ? 'bakery_month_subscription' : 'ad_access_subscription',
              subscriptionId: subscription.id,
              boulangerieId: subscription.boulangerieId,
              bakeryName: subscription.boulangerieId ? ((await repository.findBakeryName(tx, subscription.boulangerieId)) ?? null) : null,
              serviceStart: event.periodStart,
              serviceEnd: event.periodEnd,
              provider: payments.name,
              providerInvoiceId: event.reference,
              method: paymentMethodOf(payments.name, event.amountCents),
              ...listPriceOf(subscription.purpose === 'bakery_month' ? 'bakery_month_subscription' : 'ad_access_subscription', event.amountCents),
              amountCents: event.amountCents,
              paidAt: now,
            });
        await repository.insertGrant(tx, {
          userId: subscription.userId,
          startsAt: event.periodStart,
          endsAt: event.periodEnd,
          paymentSessionId: null,
          subscriptionId: subscription.id,
          // One grant per payment (unique index): a renewal seen again under another event id grants nothing more.
          paymentId: renewal?.paymentId ?? null,
        });
        await repository.extendSubscriptionPeriod(tx, subscription.id, event.periodEnd);
        if (renewal?.created) {
          await queueReceipt(tx, ctx, {
            userId: subscription.userId,
            product: PAYMENT_MESSAGES.productSubscription,
            amountCents: event.amountCents,
            period: accessPeriod(event.periodStart, event.periodEnd),
            provider: payments.displayName,
            reference: event.reference,
            invoiceNumber: renewal.invoiceNumber,
          });
        }
        return 'applied';
      }
      case 'customer.subscription.deleted': {
        const subscription = await repository.findSubscriptionByProviderId(tx, event.subscriptionId);
        if (!subscription) return 'applied';
        await repository.markSubscriptionCanceled(tx, subscription.id, now);
        if (event.periodEnd) await repository.endSubscriptionGrantsAt(tx, subscription.id, event.periodEnd);
        return 'applied';
      }
    }
  });
}
