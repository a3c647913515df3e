// What the owner pays for advertising and what it buys, written out once for every screen that
// shows a price before a payment (docs/payments.md, "The offer, before any payment"). Kept apart
// from the schemas so a screen that only shows a text does not load zod.
import { AD_ACCESS_ONE_OFF_CENTS, AD_ACCESS_SUBSCRIPTION_CENTS, BAKERY_MONTHLY_FEE_CENTS, SPONSORED_RADIUS_KM } from '../constants.js';
import { formatEuros } from '../format/format-money.js';

const ACCESS_ONE_OFF = formatEuros(AD_ACCESS_ONE_OFF_CENTS);
const ACCESS_SUBSCRIPTION = formatEuros(AD_ACCESS_SUBSCRIPTION_CENTS);
const PUBLICATION = formatEuros(BAKERY_MONTHLY_FEE_CENTS);

/** The explainer's French texts, word for word. */
export const AD_OFFER_MESSAGES = {
  title: 'Ce que vous payez, ce que vous obtenez',
  feesTitle: 'Deux frais distincts',
  accessFee: `Accès à la Régie Publicitaire : ${ACCESS_ONE_OFF} pour un mois (paiement unique) ou ${ACCESS_SUBSCRIPTION} par mois (abonnement résiliable). Il permet de créer, modifier et publier vos campagnes.`,
  publicationFee: `Publication : ${PUBLICATION} par boulangerie et par mois. Réglé depuis une campagne, il la publie aussitôt pour le mois en cours.`,
  getsTitle: 'Ce que votre campagne obtient',
  getsBakeryPage: 'Un bloc sur la page de votre boulangerie : vos images, votre texte et le lien « Découvrir le site du boulanger ».',
  getsSponsored: `Une carte « Sponsorisé » dans la liste des visiteurs qui cherchent une boulangerie à moins de ${SPONSORED_RADIUS_KM} km de la vôtre (une seule carte sponsorisée par liste).`,
  getsStats: 'Les vues et les clics des 30 derniers jours, dans le gestionnaire des campagnes.',
  promoTitle: 'Codes promo',
  promoOneOff: "Paiement unique : la remise s'applique à ce paiement, c'est-à-dire au premier mois d'accès.",
  promoSubscription: `Abonnement : la remise s'applique le premier mois seulement ; chaque mois suivant est au plein tarif (${ACCESS_SUBSCRIPTION}).`,
  promoNotPublication: `Un code promo ne s'applique qu'à l'accès à la Régie, jamais aux ${PUBLICATION} de publication.`,
  /** Under « Code appliqué », what the discount is taken from, by formula. */
  promoScope: (mode: 'payment' | 'subscription') =>
    mode === 'subscription'
      ? `Remise appliquée le premier mois ; ensuite ${ACCESS_SUBSCRIPTION} chaque mois.`
      : "Remise appliquée à ce paiement unique (un mois d'accès).",
  /** The pay dialog's recap of what the monthly fee buys. */
  publicationRecap: `${PUBLICATION} par mois pour cette boulangerie : la campagne est montrée sur sa page et, en carte « Sponsorisé », aux visiteurs à moins de ${SPONSORED_RADIUS_KM} km.`,
  publishOnPay: 'Une fois le paiement confirmé, la campagne est publiée.',
} as const;
