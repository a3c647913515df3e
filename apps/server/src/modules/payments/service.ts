// The money rules (docs/payments.md, DESIGN §3): prices and promo codes are the server's, a payment
// is recorded only from the provider (signed webhook or server-side status check) or the simulated
// `Payer`, and every way a session can complete goes through completeSession(), which applies it once.
import {
  BAKERY_MONTHLY_FEE_CENTS,
  PAYMENT_MESSAGES,
  accessPriceCents,
  amountAfterDiscount,
  formatEuros,
  type TAdAccess,
  type TCreateCheckoutSessionRequest,
  type TCreateCheckoutSessionResponse,
  type TCreatePaymentSessionRequest,
  type TCreatePaymentSessionResponse,
  type TPaymentRow,
  type TPromoCheckResponse,
  type TSimulationResult,
  type TSimulationSession,
  type TSubscriptionCancelResponse,
} from '@fournil/shared';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { parisMonthStart } from '../../lib/paris-month.js';
import { enqueueMail } from '../../providers/mail/outbox.js';
import { paymentReceiptMail } from '../../providers/mail/templates.js';
import {
  PaymentProviderError,
  SimulatedPaymentProvider,
  type PaymentProvider,
  type ProviderEvent,
} from '../../providers/payments/index.js';
import { getAdAccess } from './access.js';
import * as repository from './repository.js';
import type { PaymentPurpose, PaymentSessionRow, PromoCodeRow } from './repository.js';

export type PaymentDeps = { db: Db; payments: PaymentProvider; appUrl: string; log: FastifyBaseLogger };

/** Sessions that cost nothing never reach a provider (DESIGN §3: 0 € grants without checkout). */
const FREE_PROVIDER = 'gratuit';
const FREE_SESSION_PREFIX = 'free_';

const parisDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
const parisMonth = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', month: 'long', year: 'numeric' });

/** The same day one month later, clamped to the month's last day (31 January → 28/29 February). */
export function addOneMonth(date: Date): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function productName(purpose: PaymentPurpose, bakeryName: string | null): string {
  if (purpose === 'ad_access_subscription') return PAYMENT_MESSAGES.productSubscription;
  if (purpose === 'bakery_month') return PAYMENT_MESSAGES.productBakeryMonth(bakeryName ?? 'boulangerie supprimée');
  return PAYMENT_MESSAGES.productOneOff;
}

/** Where the browser lands after paying: /success (access) or /paiement/success (a bakery's month). */
function successUrl(appUrl: string, purpose: PaymentPurpose, sessionId: string): string {
  return `${appUrl}${purpose === 'bakery_month' ? '/paiement/success' : '/success'}?session_id=${sessionId}`;
}

function cancelUrl(appUrl: string, purpose: PaymentPurpose): string {
  return `${appUrl}${purpose === 'bakery_month' ? '/regie-publicitaire' : '/deverrouiller-regie'}`;
}

// ---------------------------------------------------------------- promo codes

function isPromoUsable(promo: PromoCodeRow, now: Date): boolean {
  if (!promo.isActive) return false;
  if (promo.validFrom && promo.validFrom > now) return false;
  if (promo.validUntil && promo.validUntil <= now) return false;
  return promo.maxUses === null || promo.uses < promo.maxUses;
}

export async function checkPromo(db: Db, code: string, now: Date = new Date()): Promise<TPromoCheckResponse> {
  const promo = await repository.findPromoByCode(db, code);
  if (!promo || !isPromoUsable(promo, now)) return { valid: false, discount_cents: 0 };
  return { valid: true, discount_cents: promo.discountCents };
}

// ---------------------------------------------------------------- creating sessions

async function startCheckout(
  deps: PaymentDeps,
  session: {
    userId: number;
    purpose: PaymentPurpose;
    mode: 'payment' | 'subscription';
    amountCents: number;
    recurringAmountCents?: number;
    product: string;
    email: string | undefined;
    promoCodeId: number | null;
    boulangerieId?: number;
    period?: string;
  },
): Promise<{ sessionId: string; url: string }> {
  let checkout: { sessionId: string; url: string };
  try {
    checkout = await deps.payments.createCheckout({
      mode: session.mode,
      amountCents: session.amountCents,
      recurringAmountCents: session.recurringAmountCents,
      productName: session.product,
      metadata: {
        user_id: String(session.userId),
        purpose: session.purpose,
        ...(session.boulangerieId ? { boulangerie_id: String(session.boulangerieId), period: session.period ?? '' } : {}),
      },
      successUrl: successUrl(deps.appUrl, session.purpose, '{CHECKOUT_SESSION_ID}'),
      cancelUrl: cancelUrl(deps.appUrl, session.purpose),
      customerEmail: session.email,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error }, 'payment provider refused the checkout');
    throw new AppError('unavailable', PAYMENT_MESSAGES.providerUnavailable);
  }
  await repository.insertSession(deps.db, {
    userId: session.userId,
    purpose: session.purpose,
    boulangerieId: session.boulangerieId ?? null,
    period: session.period ?? null,
    amountCents: session.amountCents,
    promoCodeId: session.promoCodeId,
    provider: deps.payments.name,
    providerSessionId: checkout.sessionId,
  });
  return checkout;
}

/** Unlock screen: one-off or subscription access, price from the server, promo re-validated. */
export async function createCheckoutSession(
  deps: PaymentDeps,
  user: { id: number; email: string },
  body: TCreateCheckoutSessionRequest,
  now: Date = new Date(),
): Promise<TCreateCheckoutSessionResponse> {
  const purpose: PaymentPurpose = body.mode === 'subscription' ? 'ad_access_subscription' : 'ad_access_payment';
  if (purpose === 'ad_access_subscription' && (await repository.findActiveSubscription(deps.db, user.id))) {
    throw new AppError('conflict', PAYMENT_MESSAGES.subscriptionExists);
  }
  const price = accessPriceCents(body.mode);
  let promo: PromoCodeRow | undefined;
  if (body.promo_code) {
    promo = await repository.findPromoByCode(deps.db, body.promo_code);
    if (!promo || !isPromoUsable(promo, now)) throw badRequest(PAYMENT_MESSAGES.promoInvalid);
  }
  const amount = amountAfterDiscount(price, promo?.discountCents ?? 0);
  if (body.amount_cents != null && body.amount_cents !== amount) throw badRequest(PAYMENT_MESSAGES.amountMismatch);

  if (amount === 0) {
    const sessionId = `${FREE_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
    await deps.db.transaction(async (tx) => {
      await repository.insertSession(tx, {
        userId: user.id,
        purpose,
        amountCents: 0,
        promoCodeId: promo?.id ?? null,
        provider: FREE_PROVIDER,
        providerSessionId: sessionId,
      });
      // A free grant must count its promo use, or refuse (a code at its maximum grants nothing).
      const done = await completeInTransaction(tx, deps, sessionId, { subscriptionId: null, reference: sessionId, requirePromoUse: true }, now);
      if (done === 'promo_exhausted') throw badRequest(PAYMENT_MESSAGES.promoInvalid);
    });
    return { checkout_url: successUrl(deps.appUrl, purpose, sessionId), sessionId };
  }
  const checkout = await startCheckout(deps, {
    userId: user.id,
    purpose,
    mode: body.mode,
    amountCents: amount,
    recurringAmountCents: price,
    product: productName(purpose, null),
    email: user.email,
    promoCodeId: promo?.id ?? null,
  });
  return { checkout_url: checkout.url, sessionId: checkout.sessionId };
}

/** Campaign manager: the bakery's 15 € fee for the current Paris month (caller checked ownership). */
export async function createBakeryMonthSession(
  deps: PaymentDeps,
  user: { id: number; email: string },
  body: TCreatePaymentSessionRequest,
  now: Date = new Date(),
): Promise<TCreatePaymentSessionResponse> {
  if (body.amount_cents != null && body.amount_cents !== BAKERY_MONTHLY_FEE_CENTS) throw badRequest(PAYMENT_MESSAGES.amountMismatch);
  const period = parisMonthStart(now);
  if (await repository.isMonthPaid(deps.db, body.boulangerie_id, period)) throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaidMonth);
  const bakeryName = (await repository.findBakeryName(deps.db, body.boulangerie_id)) ?? null;
  const checkout = await startCheckout(deps, {
    userId: user.id,
    purpose: 'bakery_month',
    mode: 'payment',
    amountCents: BAKERY_MONTHLY_FEE_CENTS,
    product: productName('bakery_month', bakeryName),
    email: user.email,
    promoCodeId: null,
    boulangerieId: body.boulangerie_id,
    period,
  });
  return { session_id: checkout.sessionId, checkout_url: checkout.url };
}

// ---------------------------------------------------------------- completing a session

type CompleteOutcome = 'applied' | 'already_done' | 'unknown_session' | 'promo_exhausted';

/**
 * The one path that turns a paid session into access or a paid month, in the caller's transaction:
 * pending → paid (once), promo use counted (never past its maximum), the grant or the month
 * inserted (unique per session), and the receipt queued.
 */
async function completeInTransaction(
  tx: Db,
  deps: PaymentDeps,
  providerSessionId: string,
  outcome: { subscriptionId: string | null; reference: string | null; requirePromoUse?: boolean },
  now: Date,
): Promise<CompleteOutcome> {
  const existing = await repository.findSessionByProviderId(tx, providerSessionId);
  if (!existing) return 'unknown_session';
  let subscriptionId = outcome.subscriptionId;
  if (existing.purpose === 'ad_access_subscription' && !subscriptionId && existing.provider === 'simulated' && deps.payments instanceof SimulatedPaymentProvider) {
    subscriptionId = deps.payments.newSubscriptionId();
  }
  const session = await repository.markSessionPaid(tx, providerSessionId, subscriptionId, now);
  if (!session) return 'already_done';

  if (session.promoCodeId !== null) {
    const counted = await repository.countPromoUse(tx, session.promoCodeId);
    if (!counted) {
      if (outcome.requirePromoUse) return 'promo_exhausted';
      // Paid money is never lost: the access is granted, the over-use is logged for the staff.
      deps.log.warn({ paymentSessionId: session.id, promoCodeId: session.promoCodeId }, 'promo code used past its maximum by a paid session');
    }
  }

  let period: string;
  if (session.purpose === 'bakery_month') {
    const inserted = await repository.insertMonthlyPayment(tx, {
      boulangerieId: session.boulangerieId,
      period: session.period!,
      amountCents: session.amountCents,
      paymentSessionId: session.id,
      status: 'paid',
    });
    // A month paid twice (two tabs): the second payment is kept on record for a refund.
    if (!inserted) deps.log.warn({ paymentSessionId: session.id }, 'bakery month already paid by another session');
    period = parisMonth.format(new Date(`${session.period!}T12:00:00Z`));
  } else {
    // One-off access follows any access still running; a subscription starts now.
    const runningEnd = session.purpose === 'ad_access_payment' ? await repository.findCurrentAccessEnd(tx, session.userId, now) : undefined;
    const startsAt = runningEnd && runningEnd > now ? runningEnd : now;
    const endsAt = addOneMonth(startsAt);
    let subscriptionRowId: number | null = null;
    if (session.purpose === 'ad_access_subscription' && subscriptionId) {
      const subscription = await repository.upsertSubscription(tx, {
        userId: session.userId,
        provider: session.provider,
        providerSubscriptionId: subscriptionId,
        currentPeriodEnd: endsAt,
      });
      subscriptionRowId = subscription.id;
    }
    await repository.insertGrant(tx, { userId: session.userId, startsAt, endsAt, paymentSessionId: session.id, subscriptionId: subscriptionRowId });
    period = `du ${parisDay.format(startsAt)} au ${parisDay.format(endsAt)}`;
  }
  await queueReceipt(tx, deps, session, period, outcome.reference ?? session.providerSessionId);
  return 'applied';
}

async function queueReceipt(tx: Db, deps: PaymentDeps, session: PaymentSessionRow, period: string, reference: string): Promise<void> {
  const user = await repository.findUserContact(tx, session.userId);
  if (!user) return;
  const bakeryName = session.boulangerieId ? ((await repository.findBakeryName(tx, session.boulangerieId)) ?? null) : null;
  await enqueueMail(
    tx,
    paymentReceiptMail(deps.appUrl, {
      to: user.email,
      username: user.username,
      product: productName(session.purpose as PaymentPurpose, bakeryName),
      amount: formatEuros(session.amountCents),
      period,
      provider: session.provider === FREE_PROVIDER ? 'aucun (montant nul)' : deps.payments.displayName,
      reference,
    }),
  );
}

export async function completeSession(
  deps: PaymentDeps,
  providerSessionId: string,
  outcome: { subscriptionId: string | null; reference: string | null },
  now: Date = new Date(),
): Promise<CompleteOutcome> {
  return deps.db.transaction((tx) => completeInTransaction(tx, deps, providerSessionId, outcome, now));
}

// ---------------------------------------------------------------- provider events

/** A retryable refusal: the provider sends the event again later (an event that came too early). */
const retryLater = (detail: string) => new AppError('conflict', detail);

/**
 * Applies a verified provider event exactly once: its id is recorded in the same transaction as
 * its effect, so a duplicate (even concurrent) finds the id taken and changes nothing.
 */
export async function applyProviderEvent(deps: PaymentDeps, event: ProviderEvent, now: Date = new Date()): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.type === 'ignored') return 'ignored';
  return deps.db.transaction(async (tx) => {
    if (!(await repository.recordProviderEvent(tx, deps.payments.name, event.id, event.type))) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        // An asynchronous payment method (bank debit) is not paid yet: only the event is recorded.
        if (!event.isPaid) return 'applied';
        const done = await completeInTransaction(tx, deps, event.sessionId, { subscriptionId: event.subscriptionId, reference: event.reference }, now);
        if (done === 'unknown_session') throw retryLater('Session de paiement inconnue.');
        return 'applied';
      }
      case 'invoice.paid': {
        const subscription = await repository.findSubscriptionByProviderId(tx, event.subscriptionId);
        // The renewal came before the checkout that created the subscription: the provider retries.
        if (!subscription) throw retryLater('Abonnement inconnu.');
        await repository.insertGrant(tx, {
          userId: subscription.userId,
          startsAt: event.periodStart,
          endsAt: event.periodEnd,
          paymentSessionId: null,
          subscriptionId: subscription.id,
        });
        await repository.extendSubscriptionPeriod(tx, subscription.id, event.periodEnd);
        if (!event.isFirstInvoice) {
          const user = await repository.findUserContact(tx, subscription.userId);
          if (user) {
            await enqueueMail(
              tx,
              paymentReceiptMail(deps.appUrl, {
                to: user.email,
                username: user.username,
                product: PAYMENT_MESSAGES.productSubscription,
                amount: formatEuros(event.amountCents),
                period: `du ${parisDay.format(event.periodStart)} au ${parisDay.format(event.periodEnd)}`,
                provider: deps.payments.displayName,
                reference: event.reference,
              }),
            );
          }
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

// ---------------------------------------------------------------- status of a session

export type SessionStatus = { status: 'paid' | 'pending' | 'failed'; error: string | null };

/**
 * The status of one session, by its unguessable id, for the public result screens: nothing else
 * about it. A pending provider session is asked to the provider, and a paid answer is applied
 * through completeSession (DESIGN §3: a server-side status check).
 */
export async function getSessionStatus(deps: PaymentDeps, providerSessionId: string, now: Date = new Date()): Promise<SessionStatus> {
  let session = await repository.findSessionByProviderId(deps.db, providerSessionId);
  if (!session) throw notFound(PAYMENT_MESSAGES.unknownSession(deps.payments.displayName));
  if (session.status === 'pending' && session.provider === deps.payments.name && deps.payments.name !== 'simulated') {
    try {
      const remote = await deps.payments.retrieveSession(providerSessionId);
      if (remote.status === 'paid') await completeSession(deps, providerSessionId, { subscriptionId: remote.subscriptionId, reference: remote.reference }, now);
      else if (remote.status === 'expired') await repository.closePendingSession(deps.db, providerSessionId, 'expired', now);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The webhook will still arrive: the screen keeps polling.
      deps.log.warn({ err: error }, 'payment status check failed');
    }
    session = (await repository.findSessionByProviderId(deps.db, providerSessionId))!;
  }
  if (session.status === 'paid') return { status: 'paid', error: null };
  if (session.status === 'pending') return { status: 'pending', error: null };
  return { status: 'failed', error: PAYMENT_MESSAGES.resultFailure };
}

// ---------------------------------------------------------------- simulated provider

async function ownedSimulatedSession(deps: PaymentDeps, userId: number, providerSessionId: string): Promise<PaymentSessionRow> {
  if (deps.payments.name !== 'simulated') throw notFound(PAYMENT_MESSAGES.simulationOnly);
  const session = await repository.findSessionByProviderId(deps.db, providerSessionId);
  if (!session || session.provider !== 'simulated') throw notFound(PAYMENT_MESSAGES.simulationNotFound);
  if (session.userId !== userId) throw forbidden();
  return session;
}

export async function getSimulation(deps: PaymentDeps, userId: number, providerSessionId: string): Promise<TSimulationSession> {
  const session = await ownedSimulatedSession(deps, userId, providerSessionId);
  const bakeryName = session.boulangerieId ? ((await repository.findBakeryName(deps.db, session.boulangerieId)) ?? null) : null;
  return {
    session_id: session.providerSessionId,
    product: productName(session.purpose as PaymentPurpose, bakeryName),
    amount_cents: session.amountCents,
    provider: deps.payments.displayName,
    status: session.status as TSimulationSession['status'],
    success_url: successUrl(deps.appUrl, session.purpose as PaymentPurpose, session.providerSessionId),
    cancel_url: cancelUrl(deps.appUrl, session.purpose as PaymentPurpose),
  };
}

/** `Payer`: the same completion a provider event makes; twice is harmless. */
export async function paySimulation(deps: PaymentDeps, userId: number, providerSessionId: string, now: Date = new Date()): Promise<TSimulationResult> {
  const session = await ownedSimulatedSession(deps, userId, providerSessionId);
  if (session.status !== 'pending' && session.status !== 'paid') throw new AppError('conflict', PAYMENT_MESSAGES.sessionNotPending);
  await completeSession(deps, providerSessionId, { subscriptionId: null, reference: providerSessionId }, now);
  return { redirect_url: successUrl(deps.appUrl, session.purpose as PaymentPurpose, providerSessionId) };
}

export async function cancelSimulation(deps: PaymentDeps, userId: number, providerSessionId: string, now: Date = new Date()): Promise<TSimulationResult> {
  const session = await ownedSimulatedSession(deps, userId, providerSessionId);
  await repository.closePendingSession(deps.db, providerSessionId, 'canceled', now);
  return { redirect_url: cancelUrl(deps.appUrl, session.purpose as PaymentPurpose) };
}

// ---------------------------------------------------------------- access, subscription, history

export async function readAccess(db: Db, userId: number, now: Date = new Date()): Promise<TAdAccess> {
  return getAdAccess(db, userId, now);
}

/** Stops the renewals; the grants already paid run to their end. */
export async function cancelSubscription(deps: PaymentDeps, userId: number, now: Date = new Date()): Promise<TSubscriptionCancelResponse> {
  const subscription = await repository.findActiveSubscription(deps.db, userId);
  if (!subscription) throw notFound(PAYMENT_MESSAGES.noSubscription);
  if (subscription.provider === deps.payments.name) {
    try {
      await deps.payments.cancelSubscription(subscription.providerSubscriptionId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error }, 'payment provider refused the cancellation');
      throw new AppError('unavailable', PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  await repository.markSubscriptionCanceled(deps.db, subscription.id, now);
  const access = await getAdAccess(deps.db, userId, now);
  const until = access.until;
  return { detail: PAYMENT_MESSAGES.subscriptionCanceled(until ? parisDay.format(new Date(until)) : parisDay.format(now)), until };
}

export async function listPayments(db: Db, userId: number): Promise<TPaymentRow[]> {
  const rows = await repository.listUserSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose as TPaymentRow['purpose'],
    product: productName(row.purpose as PaymentPurpose, row.bakeryName),
    boulangerie: row.boulangerieId,
    period: row.period,
    amount_cents: row.amountCents,
    status: row.status as TPaymentRow['status'],
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  }));
}
