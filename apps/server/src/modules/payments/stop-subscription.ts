// Stopping a subscription's renewals, the same way for the owner's access and for a bakery's months
// (docs/payments.md): the provider first, then our row; the grants already paid run to their end.
import { PAYMENT_MESSAGES } from '@fournil/shared';
import { AppError } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import * as subscriptionsRepository from './subscriptions-repository.js';
import type { SubscriptionRow } from './subscriptions-repository.js';

/** Cancels at the provider that created it (a subscription of another provider has nothing to call), then marks it canceled at `now`. */
export async function stopSubscription(
  ctx: Pick<ServiceContext, 'db' | 'providers' | 'log'>,
  subscription: SubscriptionRow,
  now: Date,
): Promise<void> {
  const payments = ctx.providers.payments;
  if (subscription.provider === payments.name) {
    try {
      await payments.cancelSubscription(subscription.providerSubscriptionId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.error({ err: error }, 'payment provider refused the cancellation');
      throw new AppError('unavailable', PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  await subscriptionsRepository.markSubscriptionCanceled(ctx.db, subscription.id, now);
}
