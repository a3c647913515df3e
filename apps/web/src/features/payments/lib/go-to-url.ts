/**
 * Our own pages (the simulated checkout, the result screens) open inside the app; the provider's
 * hosted checkout opens as a new page. The server builds URLs from APP_URL, which in development
 * may name another port than the one serving this page, so our paths are recognised by shape.
 */
const OWN_PAGES = /^\/(paiement\/simulation\/|paiement\/success|success|deverrouiller-regie|regie-publicitaire)/;

export function internalPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.origin === window.location.origin || OWN_PAGES.test(parsed.pathname)) return `${parsed.pathname}${parsed.search}`;
  return null;
}

/** Navigates to `url`: in-app for our pages, a full page load for the provider's. */
export function goToUrl(url: string, navigate: (path: string) => void): void {
  const path = internalPath(url);
  if (path) navigate(path);
  else window.location.assign(url);
}
