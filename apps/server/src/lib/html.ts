// Text placed in HTML the server writes (e-mails, the public pages' head and content): one escaper
// for text and attribute values, one for JSON inside a <script> element.

/** Text or an attribute value (double or single quoted) that cannot close its element or attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * JSON for a <script type="application/…+json"> element: `<`, `>` and `&` are written as \u escapes,
 * so a value holding `</script>` or `<!--` cannot end the element early; U+2028 and U+2029 too (old
 * JavaScript parsers). JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
