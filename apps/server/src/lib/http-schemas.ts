import { z } from 'zod';

/** `{detail}`: the shape of every non-field error answer. */
export const ZErrorDetail = z.object({ detail: z.string() });

/** `{field: [messages]}`: validation errors, Django style. */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));

/** A 400: either `{detail}` or `{field: [messages]}`. */
export const ZBadRequest = z.union([ZErrorDetail, ZFieldErrors]);

/** A 400 that may say what the client must do next: `{detail, code}` (the login's `captcha_required`), else ZBadRequest. */
export const ZBadRequestWithCode = z.union([z.object({ detail: z.string(), code: z.string() }), ZErrorDetail, ZFieldErrors]);

/** A 401 from the token checks: `{detail, code: 'token_not_valid'}`. */
export const ZTokenError = z.object({ detail: z.string(), code: z.string() });

/** A 403 that may say what to do to get in: `{detail, code?}` (the back-office's `two_factor_setup_required`). */
export const ZForbidden = z.object({ detail: z.string(), code: z.string().optional() });
