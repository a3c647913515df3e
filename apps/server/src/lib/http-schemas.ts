import { z } from 'zod';

/** `{detail}`: the shape of every non-field error answer. */
export const ZErrorDetail = z.object({ detail: z.string() });

/** `{field: [messages]}`: validation errors, Django style. */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()));

/** A 400: either `{detail}` or `{field: [messages]}`. */
export const ZBadRequest = z.union([ZErrorDetail, ZFieldErrors]);

/** A 401 from the token checks: `{detail, code: 'token_not_valid'}`. */
export const ZTokenError = z.object({ detail: z.string(), code: z.string() });
