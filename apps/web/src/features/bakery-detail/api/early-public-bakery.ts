import type { TPublicBakeryDetail } from '@fournil/shared';
import { getPublicBakery } from './public-bakery-request';

// A bakery page opened directly (a shared link, a search result) waits for three things in turn:
// the app's code, the page's code, then its detail. main.tsx starts all three at once (the bakery
// page's Lighthouse target: docs/nearby-search.md, "Speed targets"): this module holds the detail's
// request until the page's query takes it. It is taken once; every later fetch of the page (retry,
// refresh) asks the server again.

const pendingDetails = new Map<number, Promise<TPublicBakeryDetail>>();

/** Starts asking for the detail of bakery `id`; the page's first fetch takes the answer. */
export function requestPublicBakeryEarly(id: number): void {
  const request = getPublicBakery(id);
  // Until the page takes it, a failure is nobody's: the page then shows it from its own fetch.
  request.catch(() => {});
  pendingDetails.set(id, request);
}

/** The early request for bakery `id`, once; undefined when there is none (any later fetch). */
export function takeEarlyPublicBakery(id: number): Promise<TPublicBakeryDetail> | undefined {
  const request = pendingDetails.get(id);
  pendingDetails.delete(id);
  return request;
}
