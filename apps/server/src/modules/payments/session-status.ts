// The status of one payment session for the public result screens (/success, /paiement/success).
import { PAYMENT_MESSAGES } from '@fournil/shared';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import { completeSession } from './complete-session.js';
import * as sessionsRepository from './sessions-repository.js';

export type SessionStatus = { status: 'paid' | 'pending' | 'failed'; error: string | null };

/**
 * The status of one session, by its unguessable id, and nothing else about it. A pending provider
 * session is asked to the provider, and a paid answer is applied through completeSession (a
 * server-side status check, docs/payments.md).
 */
export async function getSessionStatus(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log' | 'now'>,
  providerSessionId: string,
): Promise<SessionStatus> {
  const now = ctx.now();
  const payments = ctx.providers.payments;
  let session = await sessionsRepository.findSessionByProviderId(ctx.db, providerSessionId);
  if (!session) throw notFound(PAYMENT_MESSAGES.unknownSession);
  if (session.status === 'pending' && session.provider === payments.name && payments.name !== 'simulated') {
    try {
      const remote = await payments.retrieveSession(providerSessionId);
      if (remote.status === 'paid')
        await completeSession(ctx, providerSessionId, { subscriptionId: remote.subscriptionId, reference: remote.reference }, now);
      else if (remote.status === 'expired') await sessionsRepository.closePendingSession(ctx.db, providerSessionId, 'expired', now);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The webhook will still arrive: the screen keeps polling.
      ctx.log.warn({ err: error }, 'payment status check failed');
    }
    session = (await sessionsRepository.findSessionByProviderId(ctx.db, providerSessionId))!;
  }
  if (session.status === 'paid') return { status: 'paid', error: null };
  if (session.status === 'pending') return { status: 'pending', error: null };
  return { status: 'failed', error: PAYMENT_MESSAGES.resultFailure };
}
