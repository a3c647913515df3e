import { formatFieldErrors } from '@fournil/shared';
import { getToken } from './auth-token';

export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.';

/** An HTTP error answered by the API (status 0: the request never reached it). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? (formatFieldErrors(body) || defaultMessage(status)));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function defaultMessage(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status === 404) return 'Ressource introuvable.';
  if (status >= 500) return 'Le serveur a rencontré un problème. Réessayez dans un instant.';
  return `Erreur ${status}.`;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A French message for any error, for ErrorBox and toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Une erreur inattendue est survenue.';
}

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * fetch for our API. `path` is absolute (`/api/...`). Adds the bearer token when one is stored,
 * sends cookies, encodes plain bodies as JSON and throws ApiError on any non-2xx answer.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...rest, headers, body: requestBody ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
