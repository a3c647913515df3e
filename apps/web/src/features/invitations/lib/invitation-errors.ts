import { INVITATION_MESSAGES } from '@fournil/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

export const INVITATION_LOAD_ERROR = 'Impossible de charger l’invitation. Réessayez dans un instant.';
export const INVITATION_ACCEPT_ERROR = 'L’invitation n’a pas pu être acceptée. Réessayez dans un instant.';
export const INVITATION_SIGN_IN_REQUIRED = 'Connectez-vous pour accepter cette invitation.';

/**
 * What to tell the user when loading or accepting fails: the server's sentence (it names the
 * invited address for a wrong account), else the one for the status (404 unknown, 409 used, 410 expired).
 */
export function invitationErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  const detail = error.status < 500 ? error.detail : null;
  if (detail) return detail;
  if (error.status === 401) return INVITATION_SIGN_IN_REQUIRED;
  if (error.status === 404) return INVITATION_MESSAGES.notFound;
  if (error.status === 409) return INVITATION_MESSAGES.used;
  if (error.status === 410) return INVITATION_MESSAGES.expired;
  return fallback;
}
