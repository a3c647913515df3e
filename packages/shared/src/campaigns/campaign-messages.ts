// The campaign manager's French texts, kept apart from the schemas so the public bakery page, which
// shows a campaign, does not load zod (the bakery page's weight: docs/nearby-search.md,
// "Speed targets").
import { BAKERY_MONTHLY_FEE_CENTS } from '../constants.js';
import { formatEuros } from '../format/format-money.js';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';

/** Every French text of the campaign manager and its API answers, word for word (docs/advertising.md, "The campaign manager screen"). */
export const CAMPAIGN_MESSAGES = {
  title: 'Régie publicitaire - Mes Campagnes',
  // Loading, images and the bakery's payment
  bakeriesLoadError: 'Erreur lors du chargement des boulangeries',
  campaignsLoadError: 'Erreur lors du chargement des campagnes',
  uploadError: "Erreur lors de l'envoi de l'image",
  imageUploaded: 'Image ajoutée.',
  imageDeleted: 'Image supprimée.',
  imageDeleteError: "Erreur lors de la suppression de l'image",
  imagesRefreshError: 'Impossible de rafraîchir les images',
  paymentStartError: PAYMENT_MESSAGES.paymentStartError,
  // Campaign actions
  createError: 'Erreur lors de la création de la campagne',
  saveError: 'Erreur lors de la sauvegarde',
  deleteError: 'Erreur lors de la suppression',
  unpublishError: 'Erreur lors du passage en brouillon',
  publishError: 'Erreur lors de la publication',
  created:
    'La nouvelle campagne est maintenant créée. Veuillez ajouter vos images en cliquant sur le bouton modifier de la campagne correspondante.',
  saved: 'Modifications enregistrées !',
  deleted: 'Campagne supprimée.',
  unpublished: 'Campagne repassée en brouillon.',
  published: 'Campagne publiée.',
  // Publish blockers (docs/advertising.md, "Publishing")
  paymentNotCurrent: "Le paiement du mois n'est pas à jour pour cette boulangerie.",
  alreadyActive: 'Une campagne est déjà active pour cette boulangerie.',
  // End dates and unpaid months (docs/advertising.md, "End dates" and "Unpaid months")
  ended: 'Cette campagne est terminée : dupliquez-la pour en préparer une nouvelle.',
  /** `month` as formatMonthFr writes it, e.g. « décembre 2026 ». */
  activeAwaitingPayment: (month: string) => `Active — en attente du paiement de ${month}`,
  // Screen texts
  badgePaymentRequired: 'Paiement requis',
  badgeAlreadyActive: 'Déjà une campagne active',
  paidThisMonth: 'Payé ce mois-ci',
  payFor: (bakery: string) => `Régler pour ${bakery}`,
  noCampaign: "il n'y a pas de campagne créée pour cette boulangerie",
  payDialog: `Payez ${formatEuros(BAKERY_MONTHLY_FEE_CENTS)} pour activer la publication pour ce mois.`,
  payButton: `Payer ${formatEuros(BAKERY_MONTHLY_FEE_CENTS)}`,
  /** A draft blocked only by the month's fee: pay from the campaign, published in the same step (docs/advertising.md, "Publish on payment"). */
  payAndPublish: (fee: string) => `Payer ${fee} et publier`,
  publishedOnPayment: 'Paiement confirmé : votre campagne est publiée.',
  /** Why « Payer 15,00 € et publier » waits (docs/advertising.md, "Publish on payment"). */
  /** The bakery's card when a draft can be paid and published: the month is paid from that campaign, one way only. */
  payFromCampaign: `Le mois se règle depuis la campagne à publier : « Payer ${formatEuros(BAKERY_MONTHLY_FEE_CENTS)} et publier ».`,
  payNeedsImage: 'Ajoutez au moins une image à la campagne (bouton Modifier) avant de la payer et de la publier.',
  /** The month rule, said before paying: `lastDay` as formatDateFr writes it, « 31 décembre 2026 ». */
  monthRule: (lastDay: string) =>
    `Le paiement couvre le mois civil en cours, jusqu'au ${lastDay} inclus, quel que soit le jour du paiement (pas de prorata).`,
  cancel: 'Annuler',
  deleteConfirm: 'Confirmer suppression ?',
  yes: 'Oui',
  no: 'Non',
  publish: 'Publier',
  unpublish: 'Dépublier',
  edit: 'Modifier',
  remove: 'Supprimer',
  createButton: 'Créer la campagne (brouillon)',
  createAnother: 'Créer une nouvelle campagne',
  backToDashboard: 'Retour au tableau de bord',
  paymentSuccess: 'Paiement confirmé : votre accès à la Régie Publicitaire est actif.',
  // Images (docs/advertising.md, "Images")
  unsupportedFile: 'Fichier non supporté',
  tooManyImages: 'Une campagne a 5 images au plus.',
  imagesLabel: 'Images (format portrait 9:16, 5 au plus ; les photos du téléphone sont réduites)',
  preparingImages: 'Préparation des images…',
  imageTooLarge: 'Une image ne doit pas dépasser 2 Mo, même réduite.',
  /** The create form with images: how many were added (each is sent on its own). */
  createdWithImages: (count: number) => `La nouvelle campagne est maintenant créée avec ${count} image${count > 1 ? 's' : ''}.`,
  /** One image refused (by the browser or the server): the others are kept. */
  imageRefused: (name: string, reason: string) => `${name} : ${reason}`,
  removeChosenImage: (index: number) => `Retirer l’image ${index}`,
  unknownImage: 'Image inconnue pour cette campagne.',
  noImage: "Pas d'image pour cette offre.",
  /** The home list's card of a published campaign nearby (docs/advertising.md, "Sponsored card"). */
  sponsored: 'Sponsorisé',
  siteLink: 'Découvrir le site du boulanger',
  // Other server answers (docs/advertising.md, "Who may do what" and "Validation")
  notFound: 'Campagne introuvable.',
  otherBakery: "Cette campagne n'appartient pas à cette boulangerie.",
  notAuthorized: 'Non autorisé',
  nothingToChange: 'Aucune modification à enregistrer.',
} as const;
