function messagesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [String(value)];
}

/**
 * Turns a server error body into one line: its `detail` when present, else
 * 'field: msg1 msg2 | field2: msg' (spec §5, registration). '' when nothing can be read.
 */
export function formatFieldErrors(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return typeof body === 'string' ? body : '';
  }
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail !== '') return record.detail;
  return Object.entries(record)
    .map(([field, value]) => [field, messagesOf(value)] as const)
    .filter(([, messages]) => messages.length > 0)
    // A request-level message (`non_field_errors`, as Django names it) is shown without a field name.
    .map(([field, messages]) => (field === 'non_field_errors' ? messages.join(' ') : `${field}: ${messages.join(' ')}`))
    .join(' | ');
}
