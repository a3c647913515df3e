// The French messages of a claim (docs/claims.md), without zod: the bakery page's first load words its
// invitation from here (decision 009). The schemas are in claims.schemas.ts, which re-exports these.
import { PRODUCT_NAME } from '../constants.js';

export const CLAIM_REASON_MAX_LENGTH = 1000;

export const CLAIM_MESSAGES = {
  /** The link on a listing's page. */
  invitation: 'Vous êtes le boulanger ? Revendiquer cette boulangerie',
  /** 403: signed in without a verified SIREN. */
  sirenFirst: 'Vérifiez d’abord votre SIREN depuis votre profil pour revendiquer cette boulangerie.',
  /** 404: no such public listing. */
  notFound: 'Boulangerie introuvable.',
  /** 200: the listing's SIRET begins with the verified SIREN. */
  claimed: 'C’est fait : cette boulangerie est la vôtre. Vérifiez ses informations et complétez-les.',
  /** 202: the claim waits for staff. */
  pending: 'Demande envoyée : notre équipe vous répond sous 2 jours ouvrés.',
  /** 409: the bakery already has an owner; the screen offers the dispute form (« Signaler un problème »). */
  alreadyClaimed: `Cette boulangerie a déjà un propriétaire sur ${PRODUCT_NAME}. Si elle est à vous, utilisez « Signaler un problème » : l’équipe vérifie et vous répond par e-mail.`,
  /** Staff side. */
  staffNotFound: 'Demande de revendication introuvable.',
  staffAlreadyDecided: 'Cette demande a déjà été traitée.',
  staffBakeryClaimed: 'Cette boulangerie a déjà un propriétaire : la demande ne peut pas être acceptée.',
  staffClaimantWithoutSiren: 'Le compte qui demande n’a plus de SIREN vérifié : la demande ne peut pas être acceptée.',
  reasonTooLong: `Le motif ne peut pas dépasser ${CLAIM_REASON_MAX_LENGTH} caractères.`,
  accepted: 'Demande acceptée : la boulangerie est à ce compte, qui en est informé par e-mail.',
  refused: 'Demande refusée : le compte en est informé par e-mail.',
} as const;
