import { ApiError } from '@/lib/api-client';

// Texts of the contact form: docs/visitor-screens.md, "Contact".
export const CONTACT_TITLE = 'Contactez-nous';
export const CONTACT_SUCCESS = 'Message envoyé avec succès.';
/** The confirmation that replaces the form: an acknowledgement went to the sender's address. */
export const CONTACT_ACK_TEXT = 'Un accusé de réception a été envoyé à';
export const CONTACT_ANOTHER = 'Écrire un autre message';
export const CONTACT_ERROR_FALLBACK = "Une erreur s'est produite. Réessayez.";
export const CONTACT_NETWORK_ERROR = 'Erreur réseau. Veuillez réessayer plus tard.';
export const CONTACT_CAPTCHA_LOAD_ERROR = 'Erreur serveur captcha';

/** Network failure, else the first captcha error, else a rate-limit detail, else the generic fallback. */
export function contactErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CONTACT_ERROR_FALLBACK;
  if (error.status === 0) return CONTACT_NETWORK_ERROR;
  const captcha = error.fieldErrors.captcha?.[0] ?? error.fieldErrors.captcha_1?.[0];
  if (captcha) return captcha;
  if (error.status === 429) return error.detail ?? CONTACT_ERROR_FALLBACK;
  return CONTACT_ERROR_FALLBACK;
}
