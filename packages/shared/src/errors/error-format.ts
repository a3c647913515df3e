import { fieldLabel } from './field-labels.js';

/** Messages by field name, as the server's 400 answers carry them (`{field: [messages]}`). */
export type TFieldErrors = Record<string, string[]>;

/** A server error body read once: its `detail` sentence and the messages of every other key. */
export type TErrorBody = { detail: string | null; fieldErrors: TFieldErrors };

/** The messages of one key: `['…']`, `'…'` or nested values, flattened; blank ones dropped. */
function messagesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  const text = String(value).trim();
  return text === '' ? [] : [text];
}

/**
 * The one reader of the server's error bodies, `{detail}` or `{field: [messages]}`: `detail` when it
 * is a non-blank string, and the messages of every other key (keys without any left out). A body
 * that is not a JSON object (none, text, a list) has neither.
 */
export function readErrorBody(body: unknown): TErrorBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { detail: null, fieldErrors: {} };
  const record = body as Record<string, unknown>;
  const detail = typeof record.detail === 'string' && record.detail.trim() !== '' ? record.detail : null;
  const fieldErrors: TFieldErrors = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'detail') continue;
    const messages = messagesOf(value);
    if (messages.length > 0) fieldErrors[key] = messages;
  }
  return { detail, fieldErrors };
}

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
