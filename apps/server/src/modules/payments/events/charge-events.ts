// Charge events (docs/payments.md, "Provider events"): a refund applies the charge's cumulative
// refunded total to its ledger row (a credit note for what is new; a refunded access ends, a
// refunded month is unpaid), a dispute flags the payment and mails the staff, once.
import { formatEuros } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { enqueueMail } from '../../mail/outbox.js';
import { paymentDisputeStaffMail } from '../mails.js';
import { applyRefundTotal, findPaymentByProviderPayment } from '../ledger.js';
import { productName } from '../payment-helpers.js';
import * as ledgerRepository from '../ledger-repository.js';
import * as sessionsRepository from '../sessions-repository.js';
import { retryLater, type EventContext, type EventOf } from './event-context.js';

type ChargeEvent = EventOf<'charge.refunded' | 'charge.dispute.created'>;

export async function applyChargeEvent(tx: Db, ctx: EventContext, event: ChargeEvent): Promise<void> {
  const payment = await findPaymentByProviderPayment(tx, ctx.providers.payments.name, event.paymentIntentId);
  // The charge's payment is recorded by its checkout's completion: until then, the provider retries.
  if (!payment) throw retryLater('Paiement inconnu.');
  if (event.type === 'charge.refunded') {
    // Cumulative total: a lower or equal total than the one recorded (an older event) changes nothing.
    await applyRefundTotal(tx, ctx, { paymentId: payment.id, refundedTotalCents: event.amountRefundedCents, at: event.at });
    return;
  }
  const flagged = await ledgerRepository.flagPaymentDisputed(tx, payment.id, event.disputeId, event.at);
  // Already flagged (another dispute event for the same payment): the staff know.
  if (!flagged) return;
  const owner = flagged.userId ? await sessionsRepository.findUserContact(tx, flagged.userId) : undefined;
  await enqueueMail(
    tx,
    paymentDisputeStaffMail(ctx.config.staffEmail, {
      amount: formatEuros(event.amountCents),
      reason: event.reason,
      disputeId: event.disputeId,
      paymentId: flagged.id,
      product: productName(flagged.kind, flagged.bakeryName) + (flagged.period ? ` (${flagged.period.slice(0, 7)})` : ''),
      owner: owner && flagged.userId ? { id: flagged.userId, ...owner } : null,
      backOfficeLink: `${ctx.config.appUrl}/admin/paiements`,
    }),
  );
}
