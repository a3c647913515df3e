// The owner's list of payments (`Mes paiements`).
import type { TPaymentRow } from '@fournil/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { productName } from './payment-helpers.js';
import * as repository from './repository.js';
import type { PaymentPurpose } from './repository.js';

export async function listPayments(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<TPaymentRow[]> {
  const rows = await repository.listUserSessions(ctx.db, userId);
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose as TPaymentRow['purpose'],
    product: productName(row.purpose as PaymentPurpose, row.bakeryName),
    boulangerie: row.boulangerieId,
    boulangerie_nom: row.bakeryName,
    period: row.period,
    amount_cents: row.amountCents,
    status: row.status as TPaymentRow['status'],
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    // The ledger and its documents are joined in by the invoices work of this module (docs/invoices.md).
    refunded_cents: 0,
    documents: [],
  }));
}
