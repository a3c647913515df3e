// Which push endpoints the server will call (docs/alerts.md, "Endpoints"): a subscription names a URL
// the server later POSTs to, so an unchecked endpoint would let anyone make the server call any host.
// Only https URLs on the push services browsers actually use are accepted; outside production, the
// hosts of PUSH_EXTRA_HOSTS too, over http or https (the tests' local push service).

/** Exact hosts: Chrome and Chromium-based browsers (Firebase Cloud Messaging), Firefox (Mozilla autopush). */
const KNOWN_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
/** Host suffixes: Safari (Apple Push Notification service, e.g. web.push.apple.com), Edge (Windows Push Notification Services, wns2-*.notify.windows.com). */
const KNOWN_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:' && url.port === '' && (KNOWN_HOSTS.has(host) || KNOWN_SUFFIXES.some((suffix) => host.endsWith(suffix))))
    return true;
  return (url.protocol === 'https:' || url.protocol === 'http:') && extraHosts.includes(url.host.toLowerCase());
}
