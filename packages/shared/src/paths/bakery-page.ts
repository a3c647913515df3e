import { parsePathId } from './parse-path-id.js';

// The public page of one bakery, `/boulangerie/{id}`. Three programs know its address: the web app
// routes it, links to it and starts it ahead of the router (apps/web/src/main.tsx); the build writes
// the page the server sends for it (apps/web/scripts/route-pages.mjs); the server picks that page
// for its requests (apps/server/src/plugins/spa.ts). All of them read it here.

const PREFIX = '/boulangerie/';
/** A pathname that is a bakery page; the id segment is checked by parsePathId. */
const PAGE_PATHNAME = new RegExp(`^${PREFIX}([^/]+)/?$`);

/**
 * The bakery page as the server sees it. `path`: the request URLs (path and query) it answers with
 * `file`, index.html plus hints for the page's code, written by the build. Any one segment after the
 * prefix gets it, as the app shows the "not found" answer itself for an id that names no bakery.
 */
export const BAKERY_PAGE = {
  // Pure: a bundle that does not read it (the browser's) leaves it out.
  path: /* @__PURE__ */ new RegExp(`^${PREFIX}[^/?]+/?(?:\\?.*)?$`),
  file: 'boulangerie.html',
} as const;

/** The route pattern of the bakery page (React Router). */
export const BAKERY_PAGE_ROUTE = `${PREFIX}:id`;

/** The address of bakery `id`'s page. */
export function bakeryPagePath(id: number): string {
  return `${PREFIX}${id}`;
}

/** The bakery id of a `/boulangerie/{id}` pathname (a trailing slash allowed), else null. */
export function bakeryIdFromPath(pathname: string): number | null {
  const match = PAGE_PATHNAME.exec(pathname);
  return match ? parsePathId(match[1]) : null;
}
