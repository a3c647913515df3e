import { BAKERY_MESSAGES } from '@fournil/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/** The server's `{detail}` sentence, if the error carries one. */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const detail = (body as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

/** The server's detail when it says something specific, else the spec's message for the action. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return NETWORK_ERROR_MESSAGE;
  return serverDetail(error) ?? fallback;
}

/** 403 `{detail: sirenRequired}`: the SIREN is not (or no longer) verified. */
export function isSirenRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && serverDetail(error) === BAKERY_MESSAGES.sirenRequired;
}

