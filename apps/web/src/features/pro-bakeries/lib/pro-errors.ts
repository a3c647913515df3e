import { BAKERY_MESSAGES } from '@fournil/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, errorDetail } from '@/lib/api-client';

/** The server's detail when it says something specific, else the action's own message. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return NETWORK_ERROR_MESSAGE;
  return errorDetail(error) ?? fallback;
}

/** 403 `{detail: sirenRequired}`: the SIREN is not (or no longer) verified. */
export function isSirenRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && errorDetail(error) === BAKERY_MESSAGES.sirenRequired;
}
