// The campaign manager's French texts, kept apart from the schemas so the public bakery page, which
// shows a campaign, does not load zod (issue 10: the bakery page's weight).
import { PAYMENT_MESSAGES } from '../payments/payment-messages.js';

/** Every French text of the campaign manager and its API answers, word for word (spec §2, §4, §5, §8). */
export const CAMPAIGN_MESSAGES = {
  title: 'Régie publicitaire - Mes Campagnes',
  // §8 Advertising section
  bakeriesLoadError: 'Erreur lors du chargement des boulangeries',
  campaignsLoadError: 'Erreur lors du chargement des campagnes',
  uploadError: "Erreur lors de l'upload",
  imageUploaded: 'Image uploadée.',
  imageDeleted: 'Image supprimée.',
  imageDeleteError: "Erreur lors de la suppression de l'image",
  imagesRefreshError: 'Impossible de rafraîchir les images',
  paymentStartError: PAYMENT_MESSAGES.paymentStartError,
  // §8 Campaign actions
  createError: 'Erreur lors de la création de la campagne',
  saveError: 'Erreur lors de la sauvegarde',
  deleteError: 'Erreur lors de la suppression',
  unpublishError: 'Erreur lors du passage en brouillon',
  publishError: 'Erreur lors de la publication',
  created:
    'La nouvelle campagne est maintenant créée. Veuillez ajoutez vos images en cliquant sur le bouton modifier de la campagne correspondante.',
  saved: 'Modifications enregistrées !',
  deleted: 'Campagne supprimée.',
  unpublished: 'Campagne repassée en brouillon.',
  published: 'Campagne publiée.',
  // §4 publish blockers
  paymentNotCurrent: (provider: string) => `Le paiement ${provider} n'est pas à jour pour cette boulangerie.`,
  alreadyActive: 'Une campagne est déjà active pour cette boulangerie.',
  // §2 screen texts
  badgePaymentRequired: 'Paiement requis',
  badgeAlreadyActive: 'Déjà une campagne active',
  paidThisMonth: 'Payé ce mois-ci',
  payFor: (bakery: string) => `Régler pour ${bakery}`,
  noCampaign: "il n'y a pas de campagne créée pour cette boulangerie",
  payDialog: 'Payez 15 € pour activer la publication pour ce mois.',
  payButton: 'Payer 15€',
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
  backToDashboard: 'Retour au dashboard',
  paymentSuccess: 'Paiement confirmé : votre accès à la Régie Publicitaire est actif.',
  // §5 images
  unsupportedFile: 'Fichier non supporté',
  tooManyImages: 'Une campagne a 5 images au plus.',
  unknownImage: 'Image inconnue pour cette campagne.',
  noImage: "Pas d'image pour cette offre.",
  siteLink: 'Découvrir le site du boulanger',
  // Server answers the spec leaves open (docs/advertising.md)
  notFound: 'Campagne introuvable.',
  notAuthorized: 'Non autorisé',
  nothingToChange: 'Aucune modification à enregistrer.',
} as const;
