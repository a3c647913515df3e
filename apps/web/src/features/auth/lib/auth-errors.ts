import { LOGIN_CAPTCHA_REQUIRED, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@fournil/shared';
import { NETWORK_ERROR_MESSAGE, errorDetail, errorFields, isApiError } from '@/lib/api-client';

// The French texts of the account screens (docs/accounts.md), and how each screen reads a server error.
export const LOGIN_ERROR_FALLBACK = 'Identifiants incorrects. Veuillez réessayer.';
/** The login's second step failed without a message of its own (a 5xx). */
export const TWO_FACTOR_ERROR_FALLBACK = 'La vérification du code n’a pas abouti. Réessayez dans un instant.';
export const REGISTRATION_ERROR_FALLBACK = 'Une erreur est survenue.';
export const REGISTRATION_SUCCESS = 'Un email de confirmation a été envoyé.';
export const EMAIL_CONFIRMED = 'Email confirmé avec succès !';
export const EMAIL_CONFIRMATION_ERROR_FALLBACK = 'Erreur inconnue';
export const FORGOT_PASSWORD_SUCCESS =
  'Si cet email existe, un message de réinitialisation a été envoyé. Parfois il faut regarder dans la boîte SPAM !';
export const FORGOT_PASSWORD_ERROR_FALLBACK = 'Erreur lors de la demande. Réessayez.';
export const RESET_PASSWORD_SUCCESS = 'Mot de passe réinitialisé ! Vous pouvez vous connecter.';
export const RESET_PASSWORD_ERROR_FALLBACK = 'Erreur, lien invalide ou expiré.';
/** The username rule, shown under the field before anything is sent (the shared schema's regex). */
export const USERNAME_RULE = `De ${USERNAME_MIN_LENGTH} à ${USERNAME_MAX_LENGTH} caractères : lettres, chiffres et « @ . + - _ », sans espace.`;
export const NEW_USER_WELCOME = 'Bienvenue ! Connectez-vous pour finaliser votre profil.';

/** The first server message on `field`, if any. */
function firstFieldError(error: unknown, field: string): string | null {
  return errorFields(error)[field]?.[0] ?? null;
}

/** Login: the server's detail, else the fixed fallback (docs/accounts.md, "Login"). */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error, 0)) return NETWORK_ERROR_MESSAGE;
  return errorDetail(error) ?? firstFieldError(error, 'non_field_errors') ?? LOGIN_ERROR_FALLBACK;
}

/**
 * The login's 400 `{detail, code: 'captcha_required'}`: the account is past its failure threshold and
 * needs a solved captcha (docs/sessions-and-limits.md, "Per account"); `detail` says why, or that the
 * captcha sent was wrong.
 */
export function isLoginCaptchaRequired(error: unknown): boolean {
  if (!isApiError(error, 400) || error.body === null || typeof error.body !== 'object') return false;
  return (error.body as { code?: unknown }).code === LOGIN_CAPTCHA_REQUIRED;
}

/** E-mail confirmation: the server's detail, else 'Erreur inconnue'. */
export function emailConfirmationErrorMessage(error: unknown): string {
  return errorDetail(error) ?? EMAIL_CONFIRMATION_ERROR_FALLBACK;
}

/** Forgot password: first captcha error, then first e-mail error, then detail, then the fallback. */
export function forgotPasswordErrorMessage(error: unknown): string {
  return (
    firstFieldError(error, 'captcha') ??
    firstFieldError(error, 'captcha_1') ??
    firstFieldError(error, 'email') ??
    errorDetail(error) ??
    FORGOT_PASSWORD_ERROR_FALLBACK
  );
}
