// The town pages, `/ville/{slug}` (docs/public-pages.md, "Town pages"): one page per town that has
// bakeries, named by the town and its postcode so that two towns of the same name stay apart
// (`/ville/lyon-69003`, `/ville/saint-denis-93200`). The server writes them whole; the web app does
// not start there (apps/web/src/main.tsx), and links to them load the page.

import { isOpenDataPagePath } from './open-data-page.js';

const PREFIX = '/ville/';
const TOWN_PATHNAME = /^\/ville\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** The index of the towns: the départements that have bakeries, each leading to its towns. */
export const TOWNS_PAGE_PATH = '/villes';
const DEPARTEMENT_PATHNAME = /^\/villes\/(\d{2,3}|2[ab])\/?$/;

/** '54' → '/villes/54', '2A' → '/villes/2a': a département's list of towns. */
export function departementPagePath(code: string): string {
  return `${TOWNS_PAGE_PATH}/${code.toLowerCase()}`;
}

/** The département code of a `/villes/{code}` pathname (as written there, lower case), else null. */
export function departementCodeFromPath(pathname: string): string | null {
  return DEPARTEMENT_PATHNAME.exec(pathname)?.[1] ?? null;
}

/** 'Saint-Étienne-du-Rouvray' + '76800' → 'saint-etienne-du-rouvray-76800'. */
export function townSlug(ville: string, codePostal: string): string {
  const name = ville
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return [
    name,
    codePostal
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ''),
  ]
    .filter(Boolean)
    .join('-');
}

/** A town page needs both the town and its postcode (it is found by postcode, then by name). */
export function hasTownPage(ville: string, codePostal: string): boolean {
  return townSlug(ville, '') !== '' && codePostal.trim() !== '';
}

export function townPagePath(ville: string, codePostal: string): string {
  return `${PREFIX}${townSlug(ville, codePostal)}`;
}

/** The slug of a town page's pathname (a trailing slash allowed), else null. */
export function townSlugFromPath(pathname: string): string | null {
  return TOWN_PATHNAME.exec(pathname)?.[1] ?? null;
}

/** Whether the server writes this page whole (a town page, a département's towns, their index, the open-data page): the web app does not start there. */
export function isServerOnlyPage(pathname: string): boolean {
  return (
    townSlugFromPath(pathname) !== null ||
    departementCodeFromPath(pathname) !== null ||
    pathname.replace(/\/$/, '') === TOWNS_PAGE_PATH ||
    isOpenDataPagePath(pathname)
  );
}
