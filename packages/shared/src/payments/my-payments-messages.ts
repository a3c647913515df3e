// The « Mes paiements » screen's and the bakery subscriptions' French texts (docs/payments.md, "Mes
// paiements"), apart from the schemas so a screen that only shows a text does not load zod.
import { AD_ACCESS_SUBSCRIPTION_CENTS, BAKERY_MONTHLY_FEE_CENTS } from '../constants.js';
import { formatEuros } from '../format/format-money.js';

/** How a payment's status reads (a payment row's `status`, docs/payments.md, "Mes paiements"). */
export const PAYMENT_STATUS_LABELS = {
  paid: 'Payé',
  pending: 'En attente',
  failed: 'Échoué',
  canceled: 'Annulé',
  expired: 'Expiré',
  refunded: 'Remboursé',
} as const;

/** Every French text of « Mes paiements » and of the per-bakery subscription, word for word. */
export const MY_PAYMENTS_MESSAGES = {
  title: 'Mes paiements',
  tileHint: 'Vos paiements, factures et abonnements.',
  loading: 'Chargement de vos paiements…',
  loadError: 'Erreur lors du chargement des paiements.',
  empty: 'Aucun paiement pour le moment.',
  unlockLink: "Débloquer l'accès à la Régie Publicitaire",
  historyTitle: 'Historique',
  accessTitle: 'Mon accès à la Régie Publicitaire',
  accessLoadError: 'Erreur lors du chargement de votre accès.',
  noAccess: "Vous n'avez pas d'accès en cours à la Régie Publicitaire.",
  kindOneOff: 'Paiement unique',
  kindSubscription: 'Abonnement',
  accessUntil: (date: string) => `jusqu'au ${date}`,
  nextRenewal: (date: string) => `prochain renouvellement le ${date}`,
  /** A renewing subscription's next charge, always at full price (a promo code applies to the first month only). */
  nextCharge: (date: string) => `Prochain prélèvement : ${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)} le ${date}`,
  /** A subscription bought with a promo code, before paying: the first month, then the full price. */
  promoThenMonthly: (firstCents: number) =>
    `${formatEuros(firstCents)} aujourd'hui, puis ${formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS)} / mois`,
  /** A checkout left pending for more than PENDING_UNFINISHED_AFTER_MS (docs/payments.md, "Mes paiements"). */
  unfinished: "Paiement non finalisé — rien n'a été débité",
  resume: 'Reprendre',
  updateCard: 'Mettre à jour ma carte',
  portalError: "Impossible d'ouvrir la page de gestion de la carte.",
  cancelConfirm: "Résilier l'abonnement ? Votre accès reste ouvert jusqu'à la fin de la période payée.",
  confirmYes: 'Oui, résilier',
  confirmNo: 'Non',
  cancelError: "Erreur lors de la résiliation de l'abonnement.",
  partiallyRefunded: (amount: string) => `Remboursé : ${amount}`,
  monthOf: (month: string) => `mois de ${month}`,
  noDocument: 'Aucun document',
  backToDashboard: 'Retour au tableau de bord',
  // Column labels (also the card labels on a phone).
  colDate: 'Date',
  colWhat: 'Objet',
  colAmount: 'Montant',
  colStatus: 'Statut',
  colDocuments: 'Documents',
  // The campaign manager (docs/advertising.md, "The campaign manager screen").
  myPaymentsLink: 'Mes paiements',
  lapsedBanner:
    "Votre accès à la Régie Publicitaire a pris fin : vos campagnes restent visibles ici, vous pouvez les dépublier ou les supprimer. Pour en créer, les modifier, les publier ou les dupliquer, renouvelez l'accès.",
  renewAccess: "Renouveler l'accès",
  accessNeeded: 'Accès à la Régie Publicitaire requis',
  payMonth: `Payer ce mois (${formatEuros(BAKERY_MONTHLY_FEE_CENTS)})`,
  subscribeMonthly: `S'abonner (${formatEuros(BAKERY_MONTHLY_FEE_CENTS)} / mois)`,
  bakerySubscriptionActive: 'Abonnement mensuel en cours : la publication se renouvelle chaque mois.',
  bakerySubscriptionCancel: 'Résilier',
  bakerySubscriptionCanceled: 'Abonnement résilié.',
  bakerySubscriptionCancelError: "Erreur lors de la résiliation de l'abonnement.",
  // Campaign end dates and duplication (docs/advertising.md, "End dates").
  endsOnLabel: 'Date de fin (optionnelle)',
  endsOnBeforeToday: "La date de fin ne peut pas être avant aujourd'hui.",
  endsOnShown: (date: string) => `jusqu'au ${date}`,
  duplicate: 'Dupliquer',
  duplicated: 'Campagne dupliquée : le brouillon est prêt.',
  duplicateError: 'Erreur lors de la duplication',
  // /paiement/success still pending after 30 s (docs/payments.md, "Result screens").
  stillPending: 'Paiement en cours de confirmation…',
  stillPendingHint: 'La confirmation peut prendre quelques minutes. Vous la retrouverez dans Mes paiements.',
} as const;
