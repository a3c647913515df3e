import { SIREN_DISPUTE_MESSAGES, SIREN_MESSAGES, SIREN_LENGTH, formatErrorBody, type TSirenVerifyResponse } from '@fournil/shared';
import { ApiError, errorDetail, errorFields } from '@/lib/api-client';

// Texts of the profile and the dashboard: docs/accounts.md, "Dashboard" and "Profile".
export const PROFILE_LOAD_ERROR = 'Erreur lors du chargement du profil';
export const PROFILE_UPDATE_ERROR = 'Erreur lors de la mise à jour';
export const NOT_AUTHENTICATED = 'Non authentifié : reconnectez-vous';
export const PROFILE_UPDATED = 'Profil mis à jour !';
/** Under a refused SIREN: how to reach us when the register's answer looks wrong. */
export const SIREN_WRONG_HELP = 'Une erreur dans ce résultat ?';
export const SIREN_CONTACT_LINK = 'Écrivez-nous depuis la page Contact';
/** The dispute could not be sent and the server said nothing of its own (a 5xx). */
export const SIREN_DISPUTE_ERROR_FALLBACK = 'Erreur lors de l’envoi du signalement. Réessayez.';
export const SIREN_REQUIRED_TOOLTIP = 'Vous devez vérifier votre SIREN pour accéder à cette fonctionnalité';

const sirenPattern = new RegExp(`^\\d{${SIREN_LENGTH}}$`);

export function isSirenFormatValid(siren: string): boolean {
  return sirenPattern.test(siren);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The verification answer as shown: the server's message, else the fixed text for the outcome (docs/accounts.md, "SIREN verification"). */
export function sirenResultMessage(result: TSirenVerifyResponse): string {
  return nonEmpty(result.message) ?? (result.valid ? SIREN_MESSAGES.valid : SIREN_MESSAGES.invalid);
}

/** A failed verification (409/5xx `{valid:false, message}`, 429 `{detail}`): its text, else the generic error. */
export function sirenErrorMessage(error: unknown): string {
  return errorFields(error).message?.[0] ?? errorDetail(error) ?? SIREN_MESSAGES.error;
}

/** A verification refused because another account holds the SIREN (409): the dispute path opens (docs/accounts.md, "Disputing a SIREN"). */
export function isSirenTakenError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && sirenErrorMessage(error) === SIREN_DISPUTE_MESSAGES.taken;
}

/** Loading the profile failed: 401 has its own text. */
export function profileLoadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401 ? NOT_AUTHENTICATED : PROFILE_LOAD_ERROR;
}

/** Saving failed: the fixed title (docs/accounts.md, "Profile"), plus what the server said about the fields (or its detail), if anything. */
export function profileUpdateError(error: unknown): { title: string; detail: string | null } {
  if (error instanceof ApiError && error.status === 401) return { title: NOT_AUTHENTICATED, detail: null };
  const detail = error instanceof ApiError ? formatErrorBody(error) : '';
  return { title: PROFILE_UPDATE_ERROR, detail: detail === '' ? null : detail };
}

/** The password change failed without a message of its own (a 5xx). */
export const PASSWORD_CHANGE_ERROR_FALLBACK = 'Erreur lors du changement de mot de passe. Réessayez.';

export const DATA_EXPORTED = 'Vos données ont été téléchargées.';
/** The export failed without a message of its own. */
export const DATA_EXPORT_ERROR = 'Erreur lors de l’export de vos données. Réessayez.';

/** What deleting the account does, said before the password is asked (docs/privacy.md, "Deleting the account"). */
export const ACCOUNT_DELETE_CONSEQUENCES = [
  'vos boulangeries sont supprimées, avec leurs campagnes et leurs images ;',
  'les boulangeries que vous gérez pour d’autres restent à leur propriétaire, sans vous ;',
  'vos abonnements en cours sont arrêtés ;',
  'toutes vos sessions sont fermées ;',
  'vos paiements et vos factures sont conservés dix ans, comme la loi l’exige.',
] as const;
export const ACCOUNT_DELETE_ERROR_FALLBACK = 'Erreur lors de la suppression du compte. Réessayez.';
export const ACCOUNT_DELETED_TITLE = 'Votre compte a été supprimé';
export const ACCOUNT_DELETED_TEXT = 'Un e-mail le confirme à l’adresse du compte. Merci d’avoir utilisé Fournil.';
export const EMAIL_CHANGE_ERROR_FALLBACK = 'Erreur lors du changement d’adresse. Réessayez.';
