// The provider's verified events (docs/payments.md, "Provider events"): each is applied exactly
// once, in any order. One handler file per family: checkouts (events/checkout-events.ts),
// subscriptions and their invoices (events/subscription-events.ts), charges: refunds and disputes
// (events/charge-events.ts).
import type { ProviderEvent } from '../../providers/payments/index.js';
import { applyChargeEvent } from './events/charge-events.js';
import { applyCheckoutEvent } from './events/checkout-events.js';
import type { EventContext } from './events/event-context.js';
import { applySubscriptionEvent } from './events/subscription-events.js';
import * as sessionsRepository from './sessions-repository.js';

/**
 * Applies a verified provider event exactly once: its id is recorded in the same transaction as
 * its effect, so a duplicate (even concurrent) finds the id taken and changes nothing. An event
 * that came too early (its payment or subscription not known yet) throws a 409: the transaction,
 * event id included, rolls back and the provider delivers it again later.
 */
export async function applyProviderEvent(ctx: EventContext, event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.type === 'ignored') return 'ignored';
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await sessionsRepository.recordProviderEvent(tx, ctx.providers.payments.name, event.id, event.type))) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
        await applyCheckoutEvent(tx, ctx, event, now);
        break;
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'customer.subscription.deleted':
        await applySubscriptionEvent(tx, ctx, event, now);
        break;
      case 'charge.refunded':
      case 'charge.dispute.created':
        await applyChargeEvent(tx, ctx, event);
        break;
    }
    return 'applied';
  });
}
