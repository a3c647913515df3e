// Staff refund a recorded payment (docs/back-office.md, "Refunds"): all that is left, or part of it.
// One transaction holds the payment row locked from the check to the record, so two clicks (or two
// staff members) cannot refund the same money twice: the second waits, then finds it refunded.
// The provider is asked inside that transaction; when it refuses or cannot be reached, nothing is
// recorded (503). When it accepted, the new cumulative total goes through the ledger at once
// (credit note, access or month withdrawn when fully refunded: applyRefundTotal); the provider's
// later `charge.refunded` event carries the same total and changes nothing (docs/payments.md).
import { ADMIN_MESSAGES, ADMIN_REFUND_MESSAGES, formatEuros, type TAdminRefundRequest, type TAdminRefundResponse } from '@fournil/shared';
import { AppError, fieldError, notFound } from '../../../lib/errors.js';
import type { ServiceContext } from '../../../service-context.js';
import { PaymentProviderError } from '../../../providers/payments/index.js';
import { applyRefundTotal } from '../../payments/ledger.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import * as repository from './repository.js';
import { readLedgerPayment } from './service.js';

export type RefundContext = Pick<ServiceContext, 'db' | 'config' | 'log' | 'providers' | 'now'>;

/**
 * The same key for the same refund of the same state: a call retried after a crash (refund made
 * at the provider, our transaction lost) is answered with the first refund, not a second one.
 */
const idempotencyKey = (paymentId: number, refundedBefore: number, amount: number) =>
  `fournil-refund-${paymentId}-${refundedBefore}-${amount}`;

export async function refundPayment(
  ctx: RefundContext,
  actor: AuditActor,
  paymentId: number,
  request: TAdminRefundRequest,
): Promise<TAdminRefundResponse> {
  return ctx.db.transaction(async (tx) => {
    const payment = await repository.lockLedgerPayment(tx, paymentId);
    if (!payment) throw notFound(ADMIN_MESSAGES.notFound);
    if (payment.amountCents === 0) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.nothingToRefund);
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.alreadyRefunded);
    const amount = request.amount_cents ?? left;
    if (amount > left) throw fieldError('amount_cents', ADMIN_REFUND_MESSAGES.tooMuch(formatEuros(left)));

    const provider = ctx.providers.payments;
    // A Stripe payment is refunded through its payment intent (or charge); a simulated one moved no
    // money and has none to name. A payment taken by another provider than the configured one, or
    // recorded under another Stripe reference (a session or invoice id), is refunded from the
    // provider's dashboard instead; its `charge.refunded` event then records it.
    const reference = payment.provider === 'stripe' ? payment.providerPaymentId : (payment.providerPaymentId ?? `payment-${payment.id}`);
    const isRefundable = payment.provider === provider.name && (payment.provider !== 'stripe' || /^(pi|ch)_/.test(reference ?? ''));
    if (!isRefundable || reference === null) throw new AppError('conflict', ADMIN_REFUND_MESSAGES.noProviderReference);

    const before = await readLedgerPayment(tx, paymentId);
    try {
      await provider.refund(reference, amount, { idempotencyKey: idempotencyKey(payment.id, payment.refundedCents, amount) });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ err: error, paymentId }, 'refund refused or unreachable at the provider: nothing recorded');
      throw new AppError('unavailable', ADMIN_REFUND_MESSAGES.providerFailed);
    }
    const { creditNoteNumber } = await applyRefundTotal(tx, ctx, {
      paymentId,
      refundedTotalCents: payment.refundedCents + amount,
      at: ctx.now(),
    });
    const after = await readLedgerPayment(tx, paymentId);
    if (!after) throw notFound(ADMIN_MESSAGES.notFound);
    await writeAudit(tx, actor, {
      action: 'refund',
      entityType: 'payment',
      entityId: paymentId,
      before,
      after: { ...after, amount_refunded_now_cents: amount },
    });
    return { payment: after, avoir: creditNoteNumber };
  });
}
