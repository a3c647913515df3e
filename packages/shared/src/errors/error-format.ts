import { fieldLabel } from './field-labels.js';
import { readErrorBody, type TErrorBody, type TFieldErrors } from './read-error-body.js';

export type { TErrorBody, TFieldErrors } from './read-error-body.js';
export { readErrorBody } from './read-error-body.js';

/**
 * Field errors as one French line, for the messages a form cannot show next to a field:
 * « Nom d’utilisateur : Un utilisateur avec ce nom existe déjà. Email : … ». A field's French name
 * comes from FIELD_LABELS; a key without one (and `non_field_errors`, a request-level message as
 * Django names it) shows its messages alone: a technical key is never shown.
 */
export function joinFieldErrors(fieldErrors: TFieldErrors): string {
  return Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => {
      const label = field === 'non_field_errors' ? null : fieldLabel(field);
      return label ? `${label} : ${messages.join(' ')}` : messages.join(' ');
    })
    .join(' ');
}

/** An error body read by readErrorBody as one line: its `detail`, else its field errors joined. '' when it has neither. */
export function formatErrorBody({ detail, fieldErrors }: TErrorBody): string {
  return detail ?? joinFieldErrors(fieldErrors);
}

/** Turns a server error body into one line (formatErrorBody); a text body is kept as it is. '' when nothing can be read. */
export function formatFieldErrors(body: unknown): string {
  if (typeof body === 'string') return body;
  return formatErrorBody(readErrorBody(body));
}
