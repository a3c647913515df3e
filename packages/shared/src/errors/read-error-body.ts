// Reading the server's error bodies, apart from their French formatting (error-format.ts), so that a
// screen which only reads them does not carry the fields' French names (FIELD_LABELS).

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
