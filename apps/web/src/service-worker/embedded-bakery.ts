// The bakery detail the server writes into a bakery page (docs/public-pages.md; the element's id is
// BAKERY_DATA_ELEMENT_ID in apps/server/src/modules/public-pages/bakery-page.ts, read by the page in
// features/bakery-detail/api/early-public-bakery.ts), found by the service worker in the page's HTML.

const EMBEDDED = /<script type="application\/json" id="fournil-bakery">([\s\S]*?)<\/script>/;

/** The detail's id and JSON text, or null when the page carries none (or not a bakery). */
export function embeddedBakery(html: string): { id: number; json: string } | null {
  const json = EMBEDDED.exec(html)?.[1];
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? { id, json } : null;
  } catch {
    return null;
  }
}
