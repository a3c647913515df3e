// The payment screens' and answers' French texts (docs/payments.md), kept apart from the schemas so
// a screen that only shows a text does not load zod (the bakery page's weight: docs/nearby-search.md,
// "Speed targets").
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS } from '../constants.js';
import { formatEuros } from '../format/format-money.js';

/** Every French text of the payment screens and their API answers (docs/payments.md, "Unlock screen" and "Result screens"), word for word. */
export const PAYMENT_MESSAGES = {
  unlockTitle: "Débloquer l'accès à la Régie Publicitaire",
  oneOffLabel: `Paiement unique : ${formatEuros(AD_ACCESS_ONE_OFF_CENTS)}`,
  subscriptionLabel: `Abonnement mensuel : ${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)} / mois`,
  promoLabel: 'Code promo (optionnel)',
  verify: 'Vérifier',
  amountToPay: 'Montant à payer',
  pay: 'Payer',
  cancel: 'Annuler',
  // Promo.
  promoInvalid: 'Code promo invalide ou expiré.',
  promoCheckError: 'Erreur lors de la vérification du code.',
  promoApplied: (discountCents: number) => `Code appliqué : -${formatEuros(discountCents)}`,
  // Checkout: the server detail, else this.
  checkoutError: "Erreur lors de l'initialisation du paiement.",
  // Campaign manager: the bakery's monthly fee.
  // Never the provider's name nor its mode (docs/payments.md, "Wording").
  paymentStartError: "Erreur lors de l'initialisation du paiement.",
  // Payment check.
  paymentCheckError: 'Erreur lors de la vérification du paiement.',
  // /paiement/success (docs/payments.md, "Result screens").
  missingSessionId: 'ID de session manquant.',
  resultSuccess: (productName: string) =>
    `Paiement réussi ! Merci de votre confiance à ${productName}. Vous allez être redirigé vers le gestionnaire des campagnes publicitaires.`,
  resultFailure: 'Échec du paiement, veuillez réessayer.',
  // /success (docs/payments.md, "Result screens").
  pollingPending: 'Paiement en attente de confirmation...',
  pollingPaid: 'Paiement confirmé ! Votre abonnement est actif.',
  pollingError: 'Paiement non confirmé.',
  pollingUnknownStatus: 'Statut de paiement inconnu.',
  unknownSession: 'Session de paiement inconnue.',
  // Simulated provider page.
  simulated: 'Paiement simulé — aucun débit réel',
  simulationTitle: 'Paiement',
  simulationNotFound: 'Session de paiement introuvable.',
  // Server answers, in our own words (the rules: docs/payments.md).
  amountMismatch: 'Le montant envoyé ne correspond pas au tarif.',
  accessRequired: "L'accès à la Régie Publicitaire n'est pas débloqué : rendez-vous sur la page de paiement.",
  alreadyHasAccess: (until: string) => `Votre accès à la Régie Publicitaire est déjà actif jusqu'au ${until}.`,
  subscriptionExists: 'Vous avez déjà un abonnement en cours.',
  promoExhausted: "Ce code promo a atteint son nombre maximal d'utilisations.",
  /** A once-per-account code this account already used (docs/payments.md, "Promo codes"). */
  promoAlreadyUsed: 'Vous avez déjà utilisé ce code promo.',
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
  productBakerySubscription: (bakery: string) => `Publication mensuelle (abonnement) — ${bakery}`,
  // A bakery's monthly publication subscription (docs/payments.md, "Subscriptions").
  bakerySubscriptionExists: 'Cette boulangerie a déjà un abonnement mensuel de publication en cours.',
  noBakerySubscription: "Cette boulangerie n'a pas d'abonnement mensuel de publication en cours.",
  bakerySubscriptionCanceled: (bakery: string, until: string) =>
    `Abonnement résilié : la publication de ${bakery} reste payée jusqu'au ${until}, aucun autre mois ne sera prélevé.`,
  // Billing portal (« Mettre à jour ma carte »).
  portalSimulated: "Aucune carte à mettre à jour : aucun de vos paiements n'est lié à une carte enregistrée.",
  portalNoCard: 'Aucune carte enregistrée : seul un abonnement payé par carte se gère sur le portail de paiement.',
} as const;
