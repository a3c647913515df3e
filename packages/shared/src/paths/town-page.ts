// The town pages, `/ville/{slug}` (docs/public-pages.md, "Town pages"): one page per town that has
// bakeries, named by the town and its postcode so that two towns of the same name stay apart
// (`/ville/lyon-69003`, `/ville/saint-denis-93200`). The server writes them whole; the web app does
// not start there (apps/web/src/main.tsx), and links to them load the page.

const PREFIX = '/ville/';
const TOWN_PATHNAME = /^\/ville\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The index of every town page. */
export const TOWNS_PAGE_PATH = '/villes';

/** 'Saint-Étienne-du-Rouvray' + '76800' → 'saint-etienne-du-rouvray-76800'. */
export function townSlug(ville: string, codePostal: string): string {
  const name = ville
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return [name, codePostal.trim().toLowerCase().replace(/[^a-z0-9]+/g, '')].filter(Boolean).join('-');
}

export function townPagePath(ville: string, codePostal: string): string {
  return `${PREFIX}${townSlug(ville, codePostal)}`;
}

/** The slug of a town page's pathname (a trailing slash allowed), else null. */
export function townSlugFromPath(pathname: string): string | null {
  return TOWN_PATHNAME.exec(pathname)?.[1] ?? null;
}

/** Whether the server writes this page whole (a town page or their index): the web app does not start there. */
export function isServerOnlyPage(pathname: string): boolean {
  return townSlugFromPath(pathname) !== null || pathname.replace(/\/$/, '') === TOWNS_PAGE_PATH;
}
