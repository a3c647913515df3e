import { formatFieldErrors } from '@fournil/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

// The French texts of spec §8 for the account screens, and how each screen reads a server error.
export const LOGIN_ERROR_FALLBACK = 'Identifiants incorrects. Veuillez réessayer.';
export const REGISTRATION_ERROR_FALLBACK = 'Une erreur est survenue.';
export const REGISTRATION_SUCCESS = 'Un email de confirmation a été envoyé.';
export const EMAIL_CONFIRMED = 'Email confirmé avec succès !';
export const EMAIL_CONFIRMATION_ERROR_FALLBACK = 'Erreur inconnue';
export const FORGOT_PASSWORD_SUCCESS =
  'Si cet email existe, un message de réinitialisation a été envoyé. Parfois il faut regarder dans la boite SPAM !';
export const FORGOT_PASSWORD_ERROR_FALLBACK = 'Erreur lors de la demande. Réessayez.';
export const RESET_PASSWORD_SUCCESS = 'Mot de passe réinitialisé ! Vous pouvez vous connecter.';
export const RESET_PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas.';
export const RESET_PASSWORD_ERROR_FALLBACK = 'Erreur, lien invalide ou expiré.';
export const NEW_USER_WELCOME = 'Bienvenue ! Connectez-vous pour finaliser votre profil.';

type TErrorBody = Record<string, unknown>;

/** The JSON object the server answered with, if any. */
export function errorBody(error: unknown): TErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  const { body } = error;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as TErrorBody) : null;
}

/** `{detail}` as a non-empty string, else null. */
export function detailOf(error: unknown): string | null {
  const detail = errorBody(error)?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

/** The messages of one field: `['…']`, `'…'` or nested values, flattened. */
function messagesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  const text = String(value).trim();
  return text === '' ? [] : [text];
}

export function firstFieldError(error: unknown, field: string): string | null {
  return messagesOf(errorBody(error)?.[field])[0] ?? null;
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Login: the server's detail, else the spec's fallback. */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return detailOf(error) ?? firstFieldError(error, 'non_field_errors') ?? LOGIN_ERROR_FALLBACK;
}

/** Registration: 'field: messages' joined by ' | ' (or the detail), else 'Une erreur est survenue.' */
export function registrationErrorMessage(error: unknown): string {
  const body = errorBody(error);
  return (body ? formatFieldErrors(body) : '') || REGISTRATION_ERROR_FALLBACK;
}

/** E-mail confirmation: the server's detail, else 'Erreur inconnue'. */
export function emailConfirmationErrorMessage(error: unknown): string {
  return detailOf(error) ?? EMAIL_CONFIRMATION_ERROR_FALLBACK;
}

/** Forgot password: first captcha error, then first e-mail error, then detail, then the fallback. */
export function forgotPasswordErrorMessage(error: unknown): string {
  return (
    firstFieldError(error, 'captcha') ??
    firstFieldError(error, 'captcha_1') ??
    firstFieldError(error, 'email') ??
    detailOf(error) ??
    FORGOT_PASSWORD_ERROR_FALLBACK
  );
}

/** Reset password: detail, or every server error value joined, or the fallback. */
export function resetPasswordErrorMessage(error: unknown): string {
  const detail = detailOf(error);
  if (detail) return detail;
  const body = errorBody(error);
  const all = body ? messagesOf(body) : [];
  return all.length > 0 ? all.join(' ') : RESET_PASSWORD_ERROR_FALLBACK;
}
