// « Mes paiements » lists money, not attempts (docs/payments.md, "Mes paiements"): what the owner
// sees of their checkouts. The staff's list and the account export keep every attempt.
import { parisMonthStart, type TPaymentRow } from '@fournil/shared';

/** What a payment buys, so a later checkout for the same thing supersedes an earlier attempt. */
function productKey(row: TPaymentRow): string {
  if (row.purpose === 'bakery_month' || row.purpose === 'bakery_month_subscription') return `bakery:${row.boulangerie}:${row.period}`;
  // The advertising access has no period of its own: its month is the Paris month it was bought in.
  return `access:${parisMonthStart(new Date(row.created_at))}`;
}

/** Money moved (paid, or paid then refunded): never hidden from the owner. */
const isMoney = (row: TPaymentRow) => row.status === 'paid' || row.status === 'refunded';

/**
 * The rows the owner sees: every paid or refunded payment; never an abandoned checkout (cancelled
 * or expired: nothing was debited); a pending or failed attempt unless a later payment for the same
 * product and month was paid.
 */
export function ownerVisiblePayments(rows: TPaymentRow[]): TPaymentRow[] {
  const latestPaidAt = new Map<string, string>();
  for (const row of rows) {
    if (!isMoney(row)) continue;
    const key = productKey(row);
    const known = latestPaidAt.get(key);
    if (!known || row.created_at > known) latestPaidAt.set(key, row.created_at);
  }
  return rows.filter((row) => {
    if (isMoney(row)) return true;
    if (row.status === 'canceled' || row.status === 'expired') return false;
    const paidAt = latestPaidAt.get(productKey(row));
    return !(paidAt && paidAt >= row.created_at);
  });
}
