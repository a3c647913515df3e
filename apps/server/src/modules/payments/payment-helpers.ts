// Small pure pieces shared by the payment operations: product names, where the browser returns
// after paying, and the one-month step of an access.
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS, BAKERY_MONTHLY_FEE_CENTS, PAYMENT_MESSAGES } from '@fournil/shared';
import type { PaymentPurpose } from './sessions-repository.js';

/** Sessions that cost nothing never reach a provider: a 0 € grant needs no checkout (docs/payments.md). */
export const FREE_PROVIDER = 'gratuit';
export const FREE_SESSION_PREFIX = 'free_';

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
  if (purpose === 'bakery_month_subscription') return PAYMENT_MESSAGES.productBakerySubscription(bakeryName ?? 'boulangerie supprimée');
  return PAYMENT_MESSAGES.productOneOff;
}

/** A bakery's month, paid once or by its monthly subscription. */
export const isBakeryPurpose = (purpose: PaymentPurpose) => purpose === 'bakery_month' || purpose === 'bakery_month_subscription';

/** Where the browser lands after paying: /success (access) or /paiement/success (a bakery's month). */
export function successUrl(appUrl: string, purpose: PaymentPurpose, sessionId: string): string {
  return `${appUrl}${isBakeryPurpose(purpose) ? '/paiement/success' : '/success'}?session_id=${sessionId}`;
}

export function cancelUrl(appUrl: string, purpose: PaymentPurpose): string {
  return `${appUrl}${isBakeryPurpose(purpose) ? '/regie-publicitaire' : '/deverrouiller-regie'}`;
}

/** How the ledger names the way a payment was made (docs/invoices.md): a 0 € grant took no money. */
export function paymentMethodOf(provider: string, amountCents: number): 'carte' | 'simulation' | 'gratuit' {
  if (amountCents === 0 || provider === FREE_PROVIDER) return 'gratuit';
  return provider === 'simulated' ? 'simulation' : 'carte';
}

/**
 * The price before any promo code (docs/payments.md, "Prices") and the discount that led to the
 * amount paid; an amount above the price (a price changed since) is its own list price.
 */
export function listPriceOf(kind: string, amountCents: number): { listPriceCents: number; discountCents: number } {
  const price =
    kind === 'ad_access_payment'
      ? AD_ACCESS_ONE_OFF_CENTS
      : kind === 'ad_access_subscription'
        ? AD_ACCESS_SUBSCRIPTION_CENTS
        : BAKERY_MONTHLY_FEE_CENTS;
  const listPriceCents = Math.max(price, amountCents);
  return { listPriceCents, discountCents: listPriceCents - amountCents };
}
