// The owner's list of payments (`Mes paiements`): every checkout and what became of it, joined with
// the ledger (refunds) and its documents (invoice, then credit notes), plus subscription renewals,
// which have no checkout (docs/payments.md, "The ledger"; docs/invoices.md).
import type { TPaymentRow } from '@fournil/shared';
import type { ServiceContext } from '../../service-context.js';
import { ledgerProductName } from '../invoices/invoice-texts.js';
import * as invoices from '../invoices/repository.js';
import { invoiceListItem } from '../invoices/invoice-list-item.js';
import { productName } from './payment-helpers.js';
import * as ledgerRepository from './ledger-repository.js';
import * as sessionsRepository from './sessions-repository.js';
import type { LedgerPaymentRow } from './ledger-repository.js';
import type { PaymentPurpose } from './sessions-repository.js';

function ledgerStatus(payment: LedgerPaymentRow | undefined, sessionStatus: string): TPaymentRow['status'] {
  if (payment && payment.amountCents > 0 && payment.refundedCents === payment.amountCents) return 'refunded';
  return sessionStatus as TPaymentRow['status'];
}

export async function listPayments(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<TPaymentRow[]> {
  const sessions = await sessionsRepository.listUserSessions(ctx.db, userId);
  const renewals = await ledgerRepository.listUserRenewals(ctx.db, userId);
  const ledger = await ledgerRepository.findLedgerPaymentsBySessions(
    ctx.db,
    sessions.map((session) => session.id),
  );
  const paymentOfSession = new Map(ledger.map((payment) => [payment.paymentSessionId, payment]));
  const documents = await invoices.listPaymentsDocuments(
    ctx.db,
    [...ledger, ...renewals].map((payment) => payment.id),
  );
  const documentsOf = (paymentId: number | undefined) => documents.filter((doc) => doc.paymentId === paymentId).map(invoiceListItem);

  const rows: TPaymentRow[] = sessions.map((session) => {
    const payment = paymentOfSession.get(session.id);
    return {
      id: session.id,
      purpose: session.purpose as TPaymentRow['purpose'],
      product: productName(session.purpose as PaymentPurpose, payment?.bakeryName ?? session.bakeryName),
      boulangerie: session.boulangerieId,
      boulangerie_nom: payment?.bakeryName ?? session.bakeryName,
      period: session.period,
      amount_cents: session.amountCents,
      status: ledgerStatus(payment, session.status),
      refunded_cents: payment?.refundedCents ?? 0,
      created_at: session.createdAt.toISOString(),
      completed_at: session.completedAt ? session.completedAt.toISOString() : null,
      documents: documentsOf(payment?.id),
    };
  });
  for (const payment of renewals) {
    rows.push({
      // A renewal has no checkout: its row is numbered by its ledger row, negative, so ids never collide.
      id: -payment.id,
      purpose: payment.kind as TPaymentRow['purpose'],
      product: ledgerProductName(payment.kind, payment.bakeryName),
      boulangerie: payment.boulangerieId,
      boulangerie_nom: payment.bakeryName,
      period: payment.period,
      amount_cents: payment.amountCents,
      status: ledgerStatus(payment, 'paid'),
      refunded_cents: payment.refundedCents,
      created_at: payment.paidAt.toISOString(),
      completed_at: payment.paidAt.toISOString(),
      documents: documentsOf(payment.id),
    });
  }
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, 200);
}
