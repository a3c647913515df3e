import type { TPublicBakeryDetail } from '@fournil/shared';
import { getPublicBakery } from './public-bakery-request';

// A bakery page opened directly (a shared link, a search result) waits for three things in turn:
// the app's code, the page's code, then its detail. main.tsx starts all three at once (the bakery
// page's Lighthouse target: docs/nearby-search.md, "Speed targets"): this module holds the detail
// until the page's query takes it. The server usually wrote the detail into the page itself
// (docs/public-pages.md, "Bakery pages"): then no request is made at all. Either is taken once;
// every later fetch of the page (retry, refresh) asks the server again.

/** The element the server writes the detail into (apps/server/src/modules/public-pages/bakery-page.ts). */
export const SERVER_DETAIL_ELEMENT_ID = 'fournil-bakery';

const pendingDetails = new Map<number, Promise<TPublicBakeryDetail>>();
const serverDetails = new Map<number, TPublicBakeryDetail>();

/** The detail of bakery `id` the server wrote into the page, read once (the element is removed). */
function readServerDetail(id: number): TPublicBakeryDetail | undefined {
  const element = document.getElementById(SERVER_DETAIL_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const detail = JSON.parse(element.textContent ?? '') as TPublicBakeryDetail | null;
    return detail?.id === id ? detail : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the detail of bakery `id` from the page, else starts asking for it; the page's first render or fetch takes it. */
export function requestPublicBakeryEarly(id: number): void {
  const written = readServerDetail(id);
  if (written) {
    serverDetails.set(id, written);
    return;
  }
  const request = getPublicBakery(id);
  // Until the page takes it, a failure is nobody's: the page then shows it from its own fetch.
  request.catch(() => {});
  pendingDetails.set(id, request);
}

/** The detail the server wrote for bakery `id`, once: the page's first render shows it without waiting. */
export function takeServerPublicBakery(id: number): TPublicBakeryDetail | undefined {
  const detail = serverDetails.get(id);
  serverDetails.delete(id);
  return detail;
}

/** The early request for bakery `id`, once; undefined when there is none (any later fetch). */
export function takeEarlyPublicBakery(id: number): Promise<TPublicBakeryDetail> | undefined {
  const request = pendingDetails.get(id);
  pendingDetails.delete(id);
  return request;
}
