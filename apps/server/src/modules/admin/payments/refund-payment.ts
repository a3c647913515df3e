// Staff refund a recorded payment (docs/back-office.md, "Refunds"): all that is left, or part of it.
// The provider is never called inside a transaction (on PGlite, one connection, that would hold every
// other request until it answers; on PostgreSQL, the payment row): three short steps instead
// (docs/payments.md, "Staff refunds"):
// 1. the claim: the payment row locked, the refund asked is written (`refund_requests`, with its
//    idempotency key); a second click or a second staff member finds it under way (409);
// 2. the provider's call, with that key: a repeated call refunds once;
// 3. the record: the new cumulative total through the ledger (applyRefundTotal: the credit note, the
//    access or month withdrawn when fully refunded), which settles the refund asked, then the audit.
// The provider's `charge.refunded` event goes through the same ledger step: whichever of the answer
// and the event comes first records the refund, the other changes nothing; should the process stop
// between the call and the record, the event alone records it.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  ADMIN_REFUND_MESSAGES,
  formatEuros,
  type TAdminLedgerPayment,
  type TAdminRefundRequest,
  type TAdminRefundResponse,
} from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { AppError, fieldError, notFound } from '../../../lib/errors.js';
import type { ServiceContext } from '../../../service-context.js';
import { PaymentProviderError, type ProviderRefund } from '../../../providers/payments/index.js';
import { applyRefundTotal } from '../../payments/ledger.js';
import * as refundRequests from '../../payments/refund-requests-repository.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import * as repository from './repository.js';
import { readLedgerPayment } from './service.js';

export type RefundContext = Pick<ServiceContext, 'db' | 'config' | 'log' | 'providers' | 'now'>;

/**
 * A provider call started longer ago than this has ended, whatever became of it (Stripe's SDK gives
 * up after 15 s, retried once): its refund may then be asked again, with the same key.
 */
export const REFUND_CALL_WINDOW_MS = 2 * 60_000;

type Claimed = { request: refundRequests.RefundRequestRow; reference: string; before: TAdminLedgerPayment | null };

export async function refundPayment(
  ctx: RefundContext,
  actor: AuditActor,
  paymentId: number,
  body: TAdminRefundRequest,
): Promise<TAdminRefundResponse> {
  const claimed = await claimRefund(ctx, actor, paymentId, body);
  let answer: ProviderRefund;
  try {
    answer = await ctx.providers.payments.refund(claimed.reference, claimed.request.amountCents, {
      idempotencyKey: claimed.request.idempotencyKey,
    });
  } catch (error) {
    throw await callFailed(ctx, claimed.request, error);
  }
  try {
    return await recordRefund(ctx, actor, claimed, answer);
  } catch (error) {
    // The money went back: the provider's event records it (or a retry after the window, same key).
    ctx.log.error({ err: error, paymentId, refundRequestId: claimed.request.id }, 'refund made at the provider but not recorded');
    throw new AppError('unavailable', ADMIN_REFUND_MESSAGES.recordPending);
  }
}

/** Step 1: the refund asked is written, or the one left under way is taken up again. */
async function claimRefund(ctx: RefundContext, actor: AuditActor, paymentId: number, body: TAdminRefundRequest): Promise<Claimed> {
  return ctx.db.transaction(async (tx) => {
    // The lock orders concurrent claims of one payment: each reads what the previous one wrote.
    const payment = await repository.lockLedgerPayment(tx, paymentId);
    if (!payment) throw notFound(ADMIN_MESSAGES.notFound);
    if (payment.amountCents === 0) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.nothingToRefund);

    const provider = ctx.providers.payments;
    // A Stripe payment is refunded through its payment intent (or charge); a simulated one moved no
    // money and has none to name. A payment taken by another provider than the configured one, or
    // recorded under another Stripe reference (a session or invoice id), is refunded from the
    // provider's dashboard instead; its `charge.refunded` event then records it.
    const reference = payment.provider === 'stripe' ? payment.providerPaymentId : (payment.providerPaymentId ?? `payment-${payment.id}`);
    const isRefundable = payment.provider === provider.name && (payment.provider !== 'stripe' || /^(pi|ch)_/.test(reference ?? ''));
    if (!isRefundable || reference === null) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.noProviderReference);

    const left = payment.amountCents - payment.refundedCents;
    const amount = body.amount_cents ?? left;
    const now = ctx.now();
    const pending = await refundRequests.findPendingRefund(tx, paymentId);
    const request = pending
      ? await resumeRefund(tx, pending, amount, now)
      : await newRefund(tx, { paymentId, amount, left, refundedBefore: payment.refundedCents, actor, now });
    return { request, reference, before: await readLedgerPayment(tx, paymentId) };
  });
}

async function newRefund(
  tx: Db,
  input: { paymentId: number; amount: number; left: number; refundedBefore: number; actor: AuditActor; now: Date },
): Promise<refundRequests.RefundRequestRow> {
  if (input.left <= 0) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.alreadyRefunded);
  if (input.amount > input.left) throw fieldError('amount_cents', ADMIN_REFUND_MESSAGES.tooMuch(formatEuros(input.left)));
  const created = await refundRequests.insertRefundRequest(tx, {
    paymentId: input.paymentId,
    amountCents: input.amount,
    refundedBeforeCents: input.refundedBefore,
    // Random, not derived from the payment: after a refusal, a new refund must not replay the refused call.
    idempotencyKey: `fournil-refund-${randomUUID()}`,
    requestedBy: input.actor.id,
    requestedAt: input.now,
  });
  if (!created) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.inProgress);
  return created;
}

/**
 * A refund asked before and not settled: while its call may still be under way, 409; once it ended
 * without an answer (or was cut short by a stop), it is asked again with its own key and amount, so
 * the provider answers with the refund it already made, or makes it now.
 */
async function resumeRefund(
  tx: Db,
  pending: refundRequests.RefundRequestRow,
  amount: number,
  now: Date,
): Promise<refundRequests.RefundRequestRow> {
  const isCalling = pending.callStartedAt !== null && now.getTime() - pending.callStartedAt.getTime() < REFUND_CALL_WINDOW_MS;
  if (isCalling) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.inProgress);
  if (amount !== pending.amountCents) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.pendingOther(formatEuros(pending.amountCents)));
  await refundRequests.startRefundCall(tx, pending.id, now);
  return pending;
}

/**
 * Step 2 went wrong. A refusal moved nothing: the refund is failed and a new one may be asked. An
 * unknown outcome (no answer, a timeout) may have refunded: the refund stays asked, free to be tried
 * again at once with the same key, and the provider's event settles it if it was made.
 */
async function callFailed(ctx: RefundContext, request: refundRequests.RefundRequestRow, error: unknown): Promise<unknown> {
  const isRefusal = error instanceof PaymentProviderError && error.isRefusal;
  try {
    if (isRefusal) await refundRequests.markRefundFailed(ctx.db, request.id, ctx.now());
    else await refundRequests.endRefundCall(ctx.db, request.id);
  } catch (dbError) {
    // The refund then stays under way until the window has passed: still never made twice.
    ctx.log.error({ err: dbError, refundRequestId: request.id }, 'refund attempt not closed');
  }
  if (!(error instanceof PaymentProviderError)) return error;
  ctx.log.warn({ err: error, paymentId: request.paymentId, isRefusal }, 'refund refused or unanswered at the provider');
  return new AppError('unavailable', isRefusal ? ADMIN_REFUND_MESSAGES.providerFailed : ADMIN_REFUND_MESSAGES.providerNoAnswer);
}

/** Step 3: the provider's answer recorded; its event may have recorded the refund already. */
async function recordRefund(
  ctx: RefundContext,
  actor: AuditActor,
  claimed: Claimed,
  answer: ProviderRefund,
): Promise<TAdminRefundResponse> {
  const { request } = claimed;
  return ctx.db.transaction(async (tx) => {
    await applyRefundTotal(tx, ctx, {
      paymentId: request.paymentId,
      refundedTotalCents: request.refundedBeforeCents + request.amountCents,
      at: ctx.now(),
    });
    const isFirstAnswer = await refundRequests.recordRefundAnswer(tx, request.id, answer.refundId);
    const after = await readLedgerPayment(tx, request.paymentId);
    if (!after) throw notFound(ADMIN_MESSAGES.notFound);
    if (isFirstAnswer) {
      await writeAudit(tx, actor, {
        action: 'refund',
        entityType: 'payment',
        entityId: request.paymentId,
        before: claimed.before,
        after: { ...after, amount_refunded_now_cents: request.amountCents },
      });
    }
    const settled = await refundRequests.findRefundRequest(tx, request.id);
    return { payment: after, avoir: settled?.creditNoteNumber ?? null };
  });
}
