// A zod error as the API's `{field: [messages]}` body, the same shape the global error handler
// gives for route schemas (plugins/error-handler.ts): the first path element names the field.
import { unknownFieldMessage } from '@fournil/shared';
import { z } from 'zod';
import { AppError, type FieldErrors } from './errors.js';
import { forbiddenCharactersError } from './strict-body.js';

/**
 * Adds `message` under `key`. A key sent by the client may be `constructor` or `__proto__`: only an
 * own property counts (`fields[key] ??= []` would find Object.prototype's and throw, a 500).
 */
export function addFieldError(fields: FieldErrors, key: string, message: string): void {
  if (!Object.hasOwn(fields, key)) Object.defineProperty(fields, key, { value: [], enumerable: true, writable: true, configurable: true });
  fields[key]!.push(message);
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    // An unknown key is reported on the object itself: name the key, so the form can show it.
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) addFieldError(fields, key, unknownFieldMessage(key));
      continue;
    }
    addFieldError(fields, String(issue.path[0] ?? 'non_field_errors'), issue.message);
  }
  return fields;
}

/** Parses `value` with `schema`, or throws a 400 `{field: [messages]}`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // Multipart fields are parsed here, not by a route schema: the same rule on control characters.
  const forbidden = forbiddenCharactersError(value);
  if (forbidden) throw forbidden;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('bad_request', 'Requête invalide.', zodFieldErrors(parsed.error));
}

/** `{[name]: [message]}` for a field the request may not send, with zod's own (French) wording. */
export function unknownFieldError(name: string): AppError {
  const parsed = z
    .object({})
    .strict()
    .safeParse({ [name]: null });
  return new AppError('bad_request', 'Requête invalide.', parsed.success ? { [name]: ['Champ inconnu.'] } : zodFieldErrors(parsed.error));
}
