// Payments, promo codes and access to the advertising section (spec §2 Unlock screen and payment
// result screens, §3 Payment/Promo/Checkout/Payment status, §4, §7 Payments, §8, §9). One set of
// schemas and texts for the browser and the server; the money rules are in docs/payments.md.
import { z } from 'zod';
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS } from '../constants.js';
import { formatEuros } from '../format/format-money.js';

/** Every French text of the payment screens and their API answers (spec §2, §4, §8), word for word. */
export const PAYMENT_MESSAGES = {
  unlockTitle: "Débloquer l'accès à la Régie Publicitaire",
  oneOffLabel: `Paiement unique : ${formatEuros(AD_ACCESS_ONE_OFF_CENTS)}`,
  subscriptionLabel: `Abonnement mensuel : ${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)} / mois`,
  promoLabel: 'Code promo (optionnel)',
  verify: 'Vérifier',
  amountToPay: 'Montant à payer',
  pay: 'Payer',
  cancel: 'Annuler',
  // Promo (§8).
  promoInvalid: 'Code promo invalide ou expiré.',
  promoCheckError: 'Erreur lors de la vérification du code.',
  promoApplied: (discountCents: number) => `Code appliqué : -${formatEuros(discountCents)}`,
  // Checkout (§8): the server detail, else this.
  checkoutError: "Erreur lors de l'initialisation du paiement.",
  // Advertising section (§8): the bakery's monthly fee.
  paymentStartError: (provider: string) => `Erreur lors de l'initialisation du paiement ${provider}.`,
  // Payment check (§8).
  paymentCheckError: 'Erreur lors de la vérification du paiement.',
  // /paiement/success (§4).
  missingSessionId: 'ID de session manquant.',
  resultSuccess: (productName: string) =>
    `Paiement réussi ! Merci 😊 de votre confiance à ${productName}. Vous allez être redirigé vers le gestionnaire des campagnes publicitaires.`,
  resultFailure: 'Échec du paiement, veuillez réessayer.',
  // /success (§4).
  pollingPending: 'Paiement en attente de confirmation...',
  pollingPaid: 'Paiement confirmé ! Votre abonnement est actif.',
  pollingError: 'Paiement non confirmé.',
  pollingUnknownStatus: 'Statut de paiement inconnu.',
  unknownSession: (provider: string) => `Session ${provider} inconnue.`,
  // Simulated provider page.
  simulated: 'Paiement simulé — aucun débit réel',
  simulationTitle: 'Paiement',
  simulationNotFound: 'Session de paiement introuvable.',
  // Server answers (the choices DESIGN §3 and docs/payments.md leave to us).
  amountMismatch: 'Le montant envoyé ne correspond pas au tarif.',
  accessRequired: "L'accès à la Régie Publicitaire n'est pas débloqué : rendez-vous sur la page de paiement.",
  alreadyHasAccess: (until: string) => `Votre accès à la Régie Publicitaire est déjà actif jusqu'au ${until}.`,
  subscriptionExists: 'Vous avez déjà un abonnement en cours.',
  promoExhausted: "Ce code promo a atteint son nombre maximal d'utilisations.",
  alreadyPaidMonth: 'Le mois en cours est déjà payé pour cette boulangerie.',
  sessionNotPending: "Cette session de paiement n'est plus en attente.",
  simulationOnly: 'Ce paiement ne passe pas par le paiement simulé.',
  providerUnavailable: 'Le prestataire de paiement ne répond pas. Réessayez dans un instant.',
  webhookSignature: 'Signature du webhook invalide.',
  noSubscription: "Vous n'avez pas d'abonnement en cours.",
  subscriptionCanceled: (until: string) => `Abonnement résilié : votre accès reste ouvert jusqu'au ${until}.`,
  accessUntil: (until: string) => `Votre accès à la Régie Publicitaire est actif jusqu'au ${until}.`,
  goToCampaigns: 'Aller au gestionnaire des campagnes',
  cancelSubscription: "Résilier l'abonnement",
  // Product names (receipts, simulation page, result screen).
  productOneOff: 'Régie Publicitaire — accès un mois',
  productSubscription: 'Régie Publicitaire — abonnement mensuel',
  productBakeryMonth: (bakery: string) => `Publication du mois — ${bakery}`,
} as const;

export const PAYMENT_POLL_INTERVAL_MS = 2500;
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

/** Price of the advertising access by mode (spec §9), before any promo code. */
export function accessPriceCents(mode: TCheckoutMode): number {
  return mode === 'subscription' ? AD_ACCESS_SUBSCRIPTION_CENTS : AD_ACCESS_ONE_OFF_CENTS;
}

/** What is left to pay: never below 0 (spec §5 Promo). */
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
export const ZCreateCheckoutSessionResponse = z.object({ checkout_url: z.string(), sessionId: z.string() });
export type TCreateCheckoutSessionResponse = z.infer<typeof ZCreateCheckoutSessionResponse>;

export const ZCreatePaymentSessionRequest = z.object({
  boulangerie_id: z.number().int().positive(),
  amount_cents: ZAmountCents.nullish(),
});
export type TCreatePaymentSessionRequest = z.infer<typeof ZCreatePaymentSessionRequest>;
export const ZCreatePaymentSessionResponse = z.object({ session_id: z.string(), checkout_url: z.string() });
export type TCreatePaymentSessionResponse = z.infer<typeof ZCreatePaymentSessionResponse>;

/**
 * Spec §4/§7: `GET /api/payments/paiements/status/` (the /success screen) answers `paid`, and
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

/** One row of `GET /api/regiepub/paiements/` (spec §3 Payment + what the owner needs to see). */
export const ZPaymentRow = z.object({
  id: z.number().int(),
  purpose: z.enum(['ad_access_payment', 'ad_access_subscription', 'bakery_month']),
  product: z.string(),
  boulangerie: z.number().int().nullable(),
  period: z.string().nullable(),
  amount_cents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'canceled', 'expired']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TPaymentRow = z.infer<typeof ZPaymentRow>;
