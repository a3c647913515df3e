// The simulated provider's checkout screen: its session, `Payer` and `Annuler`, for the session's
// own user only and only while the simulation is the configured provider.
import { PAYMENT_MESSAGES, type TSimulationResult, type TSimulationSession } from '@fournil/shared';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { completeSession } from './complete-session.js';
import { cancelUrl, productName, successUrl } from './payment-helpers.js';
import * as sessionsRepository from './sessions-repository.js';
import type { PaymentPurpose, PaymentSessionRow } from './sessions-repository.js';

async function ownedSimulatedSession(
  ctx: Pick<ServiceContext, 'db' | 'providers'>,
  userId: number,
  providerSessionId: string,
): Promise<PaymentSessionRow> {
  if (ctx.providers.payments.name !== 'simulated') throw notFound(PAYMENT_MESSAGES.simulationOnly);
  const session = await sessionsRepository.findSessionByProviderId(ctx.db, providerSessionId);
  if (!session || session.provider !== 'simulated') throw notFound(PAYMENT_MESSAGES.simulationNotFound);
  if (session.userId !== userId) throw forbidden();
  return session;
}

export async function getSimulation(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers'>,
  userId: number,
  providerSessionId: string,
): Promise<TSimulationSession> {
  const session = await ownedSimulatedSession(ctx, userId, providerSessionId);
  const bakeryName = session.boulangerieId ? ((await sessionsRepository.findBakeryName(ctx.db, session.boulangerieId)) ?? null) : null;
  return {
    session_id: session.providerSessionId,
    product: productName(session.purpose as PaymentPurpose, bakeryName),
    amount_cents: session.amountCents,
    provider: ctx.providers.payments.displayName,
    status: session.status as TSimulationSession['status'],
    success_url: successUrl(ctx.config.appUrl, session.purpose as PaymentPurpose, session.providerSessionId),
    cancel_url: cancelUrl(ctx.config.appUrl, session.purpose as PaymentPurpose),
  };
}

/** `Payer`: the same completion a provider event makes; twice is harmless. */
export async function paySimulation(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers' | 'log' | 'now'>,
  userId: number,
  providerSessionId: string,
): Promise<TSimulationResult> {
  const session = await ownedSimulatedSession(ctx, userId, providerSessionId);
  if (session.status !== 'pending' && session.status !== 'paid') throw new AppError('conflict', PAYMENT_MESSAGES.sessionNotPending);
  await completeSession(ctx, providerSessionId, { subscriptionId: null, reference: providerSessionId }, ctx.now());
  return { redirect_url: successUrl(ctx.config.appUrl, session.purpose as PaymentPurpose, providerSessionId) };
}

export async function cancelSimulation(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'providers' | 'now'>,
  userId: number,
  providerSessionId: string,
): Promise<TSimulationResult> {
  const session = await ownedSimulatedSession(ctx, userId, providerSessionId);
  await sessionsRepository.closePendingSession(ctx.db, providerSessionId, 'canceled', ctx.now());
  return { redirect_url: cancelUrl(ctx.config.appUrl, session.purpose as PaymentPurpose) };
}
