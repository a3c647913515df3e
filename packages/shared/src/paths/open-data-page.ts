// The open-data page (docs/open-data.md, "Publishing the merged listings (ODbL)"): written whole by the
// server, like the town pages, so the web app does not start there and links to it load the page.
export const OPEN_DATA_PAGE_PATH = '/donnees-ouvertes';
export const OPEN_DATA_LINK_LABEL = 'Données ouvertes';

/** `/donnees-ouvertes`, a trailing slash allowed. */
export function isOpenDataPagePath(pathname: string): boolean {
  return pathname.replace(/\/$/, '') === OPEN_DATA_PAGE_PATH;
}
