// A web address typed by a person (docs/api-conventions.md, "Web addresses"): `www.boulangerie.fr`
// means `https://www.boulangerie.fr`; only http and https are taken, without user name or password.

/** A scheme at the start (`mailto:`, `javascript:`, `https:`), not a host followed by its port (`host:8080`). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/**
 * The address as it will be stored: trimmed, `https://` added when no scheme is written (`//host`
 * gets `https:`). A written scheme is kept as it is, so `ftp://…` stays wrong for isWebsiteUrl.
 */
export function normaliseWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** Whether an address (already normalised) is an http(s) page on a named host, without credentials. */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username !== '' || url.password !== '') return false;
    const host = url.hostname;
    return host.includes('.') && !host.startsWith('.') && !host.endsWith('.');
  } catch {
    return false;
  }
}
