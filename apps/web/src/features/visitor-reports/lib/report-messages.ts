import { NETWORK_ERROR_MESSAGE, errorMessage, isApiError } from '@/lib/api-error';
import type { TGeolocationError } from '@/lib/geolocation';

// The sentences of « Il reste du pain ? » that are the browser's, not the server's
// (docs/visitor-reports.md, "The screens"): a report needs the visitor's position, so each way the
// position can fail says what to do.

export const REPORT_POSITION_MESSAGES: Record<TGeolocationError, string> = {
  denied:
    'Localisation refusée : pour signaler, autorisez la localisation pour ce site dans les réglages du navigateur (le cadenas à gauche de l’adresse), puis réessayez.',
  unsupported: 'Ce navigateur ne donne pas votre position : impossible de signaler depuis cet appareil.',
  failed: 'Impossible de récupérer votre position. Activez la localisation de l’appareil, puis réessayez.',
};

export const REPORT_SENDING_MESSAGE = 'Envoi du signalement…';

function isGeolocationError(error: unknown): error is TGeolocationError {
  return error === 'denied' || error === 'unsupported' || error === 'failed';
}

/** The French sentence for a report that did not go through: the position's, else the server's own (too far, too soon…). */
export function reportErrorMessage(error: unknown): string {
  if (isGeolocationError(error)) return REPORT_POSITION_MESSAGES[error];
  if (isApiError(error)) return errorMessage(error);
  return NETWORK_ERROR_MESSAGE;
}
