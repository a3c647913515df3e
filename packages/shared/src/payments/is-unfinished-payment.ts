// « Mes paiements »: a checkout still pending an hour after it was opened was not finished; nothing
// was debited, and the owner may start it again (docs/payments.md, "Mes paiements").

/** How long a checkout may stay pending before « Mes paiements » reads it as not finished. */
export const PAYMENT_UNFINISHED_AFTER_MS = 60 * 60 * 1000;

/** A pending checkout opened more than an hour before `now`. */
export function isUnfinishedPayment(row: { status: string; created_at: string }, now: Date): boolean {
  return row.status === 'pending' && now.getTime() - new Date(row.created_at).getTime() > PAYMENT_UNFINISHED_AFTER_MS;
}
