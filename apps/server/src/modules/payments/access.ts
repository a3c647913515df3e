// The owner's advertising access as the payments screens show it, and the cancellation of a
// subscription (docs/payments.md). The access itself is read by the professional area (pro-area/ad-access.ts).
import { formatNumericDateFr, PAYMENT_MESSAGES, type TAdAccess, type TSubscriptionCancelResponse } from '@fournil/shared';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { getAdAccess } from '../pro-area/ad-access.js';
import * as subscriptionsRepository from './subscriptions-repository.js';
import { stopSubscription } from './stop-subscription.js';

export async function readAccess(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number): Promise<TAdAccess> {
  return getAdAccess(ctx.db, userId, ctx.now());
}

/** Stops the renewals; the grants already paid run to their end. */
export async function cancelSubscription(
  ctx: Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>,
  userId: number,
): Promise<TSubscriptionCancelResponse> {
  const now = ctx.now();
  const subscription = await subscriptionsRepository.findActiveSubscription(ctx.db, userId);
  if (!subscription) throw notFound(PAYMENT_MESSAGES.noSubscription);
  await stopSubscription(ctx, subscription, now);
  const access = await getAdAccess(ctx.db, userId, now);
  const until = access.until;
  return { detail: PAYMENT_MESSAGES.subscriptionCanceled(formatNumericDateFr(until ?? now)), until };
}
