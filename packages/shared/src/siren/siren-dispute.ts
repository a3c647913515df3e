// Disputing a SIREN another account holds, and staff releasing it (docs/accounts.md, "Disputing a
// SIREN"; docs/back-office.md, "SIREN disputes"): the requests, answers and French messages shared
// by the server and the browser.
import { z } from 'zod';
import { PRODUCT_NAME, SIREN_LENGTH } from '../constants.js';

/** What a person may write to explain a dispute; long enough for a Kbis story, short enough to read. */
export const SIREN_DISPUTE_MESSAGE_MIN_LENGTH = 10;
export const SIREN_DISPUTE_MESSAGE_MAX_LENGTH = 2000;

export const SIREN_DISPUTE_MESSAGES = {
  /** The refusal of `POST /api/insee/auth/verify-siren/` that opens the dispute path. */
  taken: 'Ce SIREN est déjà associé à un autre compte.',
  report: 'Signaler un problème',
  sirenFormat: `Le SIREN doit comporter exactement ${SIREN_LENGTH} chiffres.`,
  messageTooShort: `Expliquez en quelques mots pourquoi ce SIREN est le vôtre (${SIREN_DISPUTE_MESSAGE_MIN_LENGTH} caractères au moins).`,
  messageTooLong: `Votre message ne peut pas dépasser ${SIREN_DISPUTE_MESSAGE_MAX_LENGTH} caractères.`,
  notHeldByAnother: 'Ce SIREN n’est associé à aucun autre compte : vérifiez-le depuis votre profil.',
  /** A dispute about a claimed bakery (docs/claims.md): only for a bakery another account owns. */
  bakeryNotOwnedByAnother: 'Cette boulangerie n’appartient à aucun autre compte : revendiquez-la depuis sa page.',
  sent: `Votre signalement a été envoyé à l’équipe ${PRODUCT_NAME}. Vous recevrez sa réponse par e-mail.`,
  /** Staff side: the release of `POST /api/admin/users/{id}/siren/release/`. */
  releaseStaff: `Un compte de l’équipe ${PRODUCT_NAME} n’a pas de SIREN à libérer.`,
  releaseNoSiren: 'Ce compte n’a pas de SIREN vérifié à libérer.',
  hideStaff: `Les boulangeries d’un compte de l’équipe ${PRODUCT_NAME} ne se masquent pas ici.`,
} as const;

const sirenDigits = new RegExp(`^\\d{${SIREN_LENGTH}}$`);

/** `POST /api/siren/dispute/` (signed in). */
export const ZSirenDisputeRequest = z.object({
  siren: z.string({ error: SIREN_DISPUTE_MESSAGES.sirenFormat }).trim().regex(sirenDigits, SIREN_DISPUTE_MESSAGES.sirenFormat),
  message: z
    .string({ error: SIREN_DISPUTE_MESSAGES.messageTooShort })
    .trim()
    .min(SIREN_DISPUTE_MESSAGE_MIN_LENGTH, SIREN_DISPUTE_MESSAGES.messageTooShort)
    .max(SIREN_DISPUTE_MESSAGE_MAX_LENGTH, SIREN_DISPUTE_MESSAGES.messageTooLong),
  /**
   * Set when the dispute is about a bakery another account owns, from a refused claim (docs/claims.md): `siren`
   * is then the disputing account's own verified SIREN, and the holder is the bakery's owner.
   */
  boulangerie_id: z.number({ error: 'Boulangerie inconnue.' }).int('Boulangerie inconnue.').positive('Boulangerie inconnue.').optional(),
});
export type TSirenDisputeRequest = z.infer<typeof ZSirenDisputeRequest>;

/** `POST /api/admin/users/{id}/siren/release/`: hide the holder's bakeries meanwhile, or leave them listed. */
export const ZSirenReleaseRequest = z.object({ hide_bakeries: z.boolean().default(false) });
export type TSirenReleaseRequest = z.infer<typeof ZSirenReleaseRequest>;

/** The kinds of staff messages: the contact form's, and SIREN disputes. */
export const CONTACT_MESSAGE_KINDS = ['contact', 'siren_dispute'] as const;
export type TContactMessageKind = (typeof CONTACT_MESSAGE_KINDS)[number];
