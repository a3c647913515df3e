// Money as staff type it: euros with a French comma, stored as cents (ZAdminPromoInput.discount_cents).

const EURO_INPUT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** '12,50' for 1250: the value an input shows (no currency sign, no thousands separator). */
export function centsToEuroInput(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

/**
 * Cents from what was typed: '12', '12,5', '12,50', '12.50', '1 234,50 €'. NaN when it is not an
 * amount with at most two decimals, so that the shared schema refuses it with its own message.
 */
export function euroInputToCents(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = EURO_INPUT.exec(compact);
  if (!match) return Number.NaN;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}
