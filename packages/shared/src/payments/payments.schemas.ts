// Payments, promo codes and access to the advertising section (the unlock and payment result
// screens, checkout, payment status, promo check, the owner's payments). One set of schemas for the
// browser and the server; the money rules are in docs/payments.md.
import { z } from 'zod';
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS, MAX_SERIAL_ID } from '../constants.js';
import { ZInvoiceListItem } from '../invoices/invoices.schemas.js';

export const PAYMENT_POLL_INTERVAL_MS = 2500;
/** How long a result screen keeps checking a pending payment before it says it is still being confirmed (docs/payments.md, "Result screens"). */
export const PAYMENT_PENDING_MAX_MS = 30_000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 1700;
export const PAYMENT_RESULT_REDIRECT_MS = 15_000;

export const PROMO_CODE_MAX_LENGTH = 40;
const ZPromoCode = z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH);
const ZAmountCents = z.number().int().min(0).max(1_000_000);

export const ZPromoCheckRequest = z.object({ code: ZPromoCode });
export type TPromoCheckRequest = z.infer<typeof ZPromoCheckRequest>;
export const ZPromoCheckResponse = z.object({ valid: z.boolean(), discount_cents: z.number().int().min(0) });
export type TPromoCheckResponse = z.infer<typeof ZPromoCheckResponse>;

export const CHECKOUT_MODES = ['payment', 'subscription'] as const;
export type TCheckoutMode = (typeof CHECKOUT_MODES)[number];

/** Price of the advertising access by mode (docs/payments.md, "Prices"), before any promo code. */
export function accessPriceCents(mode: TCheckoutMode): number {
  return mode === 'subscription' ? AD_ACCESS_SUBSCRIPTION_CENTS : AD_ACCESS_ONE_OFF_CENTS;
}

/** What is left to pay: never below 0 (docs/payments.md, "Promo codes"). */
export function amountAfterDiscount(priceCents: number, discountCents: number): number {
  return Math.max(0, priceCents - discountCents);
}

export const ZCreateCheckoutSessionRequest = z.object({
  promo_code: z.string().trim().max(PROMO_CODE_MAX_LENGTH).nullish(),
  mode: z.enum(CHECKOUT_MODES),
  /** What the browser shows; refused when it differs from the server's amount. */
  amount_cents: ZAmountCents.nullish(),
});
export type TCreateCheckoutSessionRequest = z.infer<typeof ZCreateCheckoutSessionRequest>;

/** The unlock screen's form: the formula and the promo code typed (the one sent is the code checked with Vérifier). */
export const ZUnlockForm = ZCreateCheckoutSessionRequest.pick({ mode: true, promo_code: true });
export type TUnlockForm = z.infer<typeof ZUnlockForm>;
export const ZCreateCheckoutSessionResponse = z.object({ checkout_url: z.string(), sessionId: z.string() });
export type TCreateCheckoutSessionResponse = z.infer<typeof ZCreateCheckoutSessionResponse>;

export const ZCreatePaymentSessionRequest = z.object({
  boulangerie_id: z.number().int().positive(),
  amount_cents: ZAmountCents.nullish(),
  /** `payment`: this month only; `subscription`: this month, then every month until cancelled. */
  mode: z.enum(CHECKOUT_MODES).default('payment'),
  /** The campaign the owner paid from: published in the step that records the payment (docs/advertising.md, "Publish on payment"). */
  campagne_id: z.number().int().positive().max(MAX_SERIAL_ID).nullish(),
});
export type TCreatePaymentSessionRequest = z.infer<typeof ZCreatePaymentSessionRequest>;
export const ZCreatePaymentSessionResponse = z.object({ session_id: z.string(), checkout_url: z.string() });
export type TCreatePaymentSessionResponse = z.infer<typeof ZCreatePaymentSessionResponse>;

/**
 * Two endpoints over one function (docs/api-conventions.md, "Paths"):
 * `GET /api/payments/paiements/status/` (the /success screen) answers `paid`, and
 * `GET /api/payments/status/` (the /paiement/success screen) answers `success` for the same state.
 */
export const ZPaymentStatusQuery = z.object({ session_id: z.string().trim().min(1).max(255) });
export const ZPaymentStatusResponse = z.object({
  status: z.enum(['success', 'paid', 'pending', 'failed']),
  error: z.string().nullable(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

export const ZSimulationSession = z.object({
  session_id: z.string(),
  product: z.string(),
  amount_cents: z.number().int(),
  provider: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'canceled', 'expired']),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type TSimulationSession = z.infer<typeof ZSimulationSession>;
export const ZSimulationResult = z.object({ redirect_url: z.string() });
export type TSimulationResult = z.infer<typeof ZSimulationResult>;

export const ZAdAccess = z.object({
  has_access: z.boolean(),
  /** ISO time the current access ends (exclusive), null without access. */
  until: z.string().nullable(),
  subscription_active: z.boolean(),
  can_cancel: z.boolean(),
});
export type TAdAccess = z.infer<typeof ZAdAccess>;

export const ZSubscriptionCancelResponse = z.object({ detail: z.string(), until: z.string().nullable() });
export type TSubscriptionCancelResponse = z.infer<typeof ZSubscriptionCancelResponse>;

export const PAYMENT_PURPOSES = ['ad_access_payment', 'ad_access_subscription', 'bakery_month', 'bakery_month_subscription'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * One row of `GET /api/regiepub/paiements/` (« Mes paiements », newest first): a checkout and what
 * became of it, or a subscription renewal. A paid row carries its invoice and any credit notes.
 */
export const ZPaymentRow = z.object({
  id: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  product: z.string(),
  boulangerie: z.number().int().nullable(),
  /** The bakery's name when paid (kept after the bakery is deleted). */
  boulangerie_nom: z.string().nullable(),
  /** A bakery's month, 'YYYY-MM-01'. */
  period: z.string().nullable(),
  amount_cents: z.number().int(),
  /** `refunded`: paid, then fully refunded. */
  status: z.enum(['pending', 'paid', 'failed', 'canceled', 'expired', 'refunded']),
  refunded_cents: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** The invoice, then the credit notes, oldest first. */
  documents: z.array(ZInvoiceListItem),
});
export type TPaymentRow = z.infer<typeof ZPaymentRow>;

/** `POST /api/payments/portal/`: the provider's page where the owner updates the card of a subscription. */
export const ZBillingPortalResponse = z.object({ url: z.string() });
export type TBillingPortalResponse = z.infer<typeof ZBillingPortalResponse>;
