import { readErrorBody, type TFieldErrors } from '@fournil/shared';

// The API's error type and body reader, apart from the authenticated client (api-client.ts) so that
// public screens which only read (lib/public-fetch.ts, the first load of '/') do not carry the token
// refresh and CSRF code.

export const NETWORK_ERROR_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.';

/**
 * An HTTP error answered by the API (status 0: the request never reached it). Its body is read
 * once, here: `detail` is the server's sentence (a non-blank `{detail}`), `fieldErrors` the
 * messages of every other key, nested values flattened. Screens read these, never `body`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly detail: string | null;
  readonly fieldErrors: TFieldErrors;

  /**
   * `message` defaults to the `detail`, else the field messages one after the other, else a text
   * body (a proxy's error page), else a sentence for the status. The field messages come without
   * their fields' French names here: the names (shared FIELD_LABELS) weigh 0.6 kB that the first
   * load of '/' cannot afford, so the signed-in client (api-client.ts) passes the named line itself.
   */
  constructor(status: number, body: unknown, message?: string) {
    const read = readErrorBody(body);
    const fieldMessages = Object.values(read.fieldErrors).flat().join(' ');
    super(message || read.detail || fieldMessages || (typeof body === 'string' ? body : '') || defaultMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.detail = read.detail;
    this.fieldErrors = read.fieldErrors;
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

/** The server's `{detail}` sentence when `error` is an ApiError that has one, else null. */
export function errorDetail(error: unknown): string | null {
  return error instanceof ApiError ? error.detail : null;
}

/** The server's messages by field when `error` is an ApiError, else none. */
export function errorFields(error: unknown): TFieldErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** A response's body: JSON when it says so and parses, else its text; nothing for 204/205 or an empty body. */
export async function readBody(response: Response): Promise<unknown> {
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
