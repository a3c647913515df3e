// Typed application errors: one French message, one code, mapped to an HTTP status by the
// global error handler (plugins/error-handler.ts).
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A link that existed but can no longer be used (an expired invitation). */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
    /** Per-field messages: sent as `{field: [messages]}` instead of `{detail}`. */
    readonly fields?: FieldErrors,
    /** Extra members of a `{detail}` body, e.g. `{code: 'token_not_valid'}`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  toBody(): Record<string, unknown> {
    return this.fields ? { ...this.fields } : { detail: this.detail, ...this.extra };
  }
}

export const notFound = (detail = 'Ressource introuvable.') => new AppError('not_found', detail);
export const forbidden = (detail = 'Non autorisé') => new AppError('forbidden', detail);
export const unauthorized = (detail = 'Authentification requise.') => new AppError('unauthorized', detail);
/**
 * 401 `{detail, code: 'token_not_valid'}`: no usable session (a missing, bad or expired token, an
 * account gone); the client signs in again. The one factory of that answer, whatever its French detail.
 */
export const tokenNotValid = (detail: string) => new AppError('unauthorized', detail, undefined, { code: 'token_not_valid' });
export const badRequest = (detail: string) => new AppError('bad_request', detail);
export const fieldError = (field: string, message: string, code: AppErrorCode = 'bad_request') =>
  new AppError(code, message, { [field]: [message] });
