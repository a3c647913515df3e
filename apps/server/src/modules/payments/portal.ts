// « Mettre à jour ma carte » (docs/payments.md, "Billing portal"): a one-time link to the provider's
// billing portal of the signed-in user's customer, coming back to « Mes paiements ».
import { PAYMENT_MESSAGES, type TBillingPortalResponse } from '@fournil/shared';
import { AppError, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import * as subscriptionsRepository from './subscriptions-repository.js';

export async function openBillingPortal(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log'>,
  userId: number,
): Promise<TBillingPortalResponse> {
  const payments = ctx.providers.payments;
  // The simulation never took a card: nothing to update (the screen hides the button).
  if (payments.name === 'simulated') throw new AppError('conflict', PAYMENT_MESSAGES.portalSimulated);
  const customerId = await subscriptionsRepository.findPortalCustomer(ctx.db, userId, payments.name);
  if (!customerId) throw notFound(PAYMENT_MESSAGES.portalNoCard);
  let portal: { url: string } | null;
  try {
    portal = await payments.createPortalSession(customerId, `${ctx.config.appUrl}/mes-paiements`);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.error({ err: error }, 'payment provider refused the billing portal');
    throw new AppError('unavailable', PAYMENT_MESSAGES.providerUnavailable);
  }
  if (!portal) throw new AppError('conflict', PAYMENT_MESSAGES.portalSimulated);
  return { url: portal.url };
}
