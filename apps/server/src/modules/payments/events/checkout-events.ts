// Checkout events (docs/payments.md, "Provider events"): a paid checkout, or a delayed method's
// later success, completes its session through the one completion path; a delayed method's failure
// closes the pending session as failed and tells the owner. A paid session never goes back.
import { formatEuros } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { enqueueMail } from '../../mail/outbox.js';
import { asyncPaymentFailedMail } from '../mails.js';
import { completeInTransaction } from '../complete-session.js';
import { cancelUrl, productName } from '../payment-helpers.js';
import * as sessionsRepository from '../sessions-repository.js';
import { retryLater, type EventContext, type EventOf } from './event-context.js';

type CheckoutEvent = EventOf<
  'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed'
>;

export async function applyCheckoutEvent(tx: Db, ctx: EventContext, event: CheckoutEvent, now: Date): Promise<void> {
  if (event.type === 'checkout.session.async_payment_failed') return failPendingSession(tx, ctx, event.sessionId, now);
  // An asynchronous payment method (bank debit) is not paid yet at `completed`: only the event is recorded.
  if (event.type === 'checkout.session.completed' && !event.isPaid) return;
  const outcome = { subscriptionId: event.subscriptionId, reference: event.reference, customerId: event.customerId };
  // Already completed (webhook, status check or the other event first): nothing more.
  const done = await completeInTransaction(tx, ctx, event.sessionId, outcome, now);
  if (done === 'unknown_session') throw retryLater('Session de paiement inconnue.');
}

async function failPendingSession(tx: Db, ctx: EventContext, providerSessionId: string, now: Date): Promise<void> {
  const session = await sessionsRepository.findSessionByProviderId(tx, providerSessionId);
  if (!session) throw retryLater('Session de paiement inconnue.');
  // Only a pending session fails: one already paid (or closed) is left as it is.
  if (!(await sessionsRepository.closePendingSession(tx, providerSessionId, 'failed', now))) return;
  const user = await sessionsRepository.findUserContact(tx, session.userId);
  if (!user) return;
  const bakeryName = session.boulangerieId ? ((await sessionsRepository.findBakeryName(tx, session.boulangerieId)) ?? null) : null;
  await enqueueMail(
    tx,
    asyncPaymentFailedMail({
      to: user.email,
      username: user.username,
      product: productName(session.purpose, bakeryName),
      amount: formatEuros(session.amountCents),
      retryLink: cancelUrl(ctx.config.appUrl, session.purpose),
    }),
  );
}
