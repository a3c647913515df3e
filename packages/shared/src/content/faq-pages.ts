// Where a FAQ can show (docs/content.md, "FAQs"): the app's pages that display a FAQ block, and every
// static page. The web routes take their block's path from this list and staff choose from it, so the
// two cannot disagree.

/** The fixed pages with a FAQ block, with the label staff see. */
export const FAQ_PAGES = [
  { path: '/', label: 'Accueil' },
  { path: '/login', label: 'Connexion' },
  { path: '/messageriedirect', label: 'Contact' },
  { path: '/magister', label: 'Accès PRO' },
  { path: '/dashboard', label: 'Tableau de bord' },
  { path: '/boulangeries', label: 'Mes boulangeries' },
  { path: '/boulangerie-responsable', label: 'Boulangeries dont je suis responsable' },
  { path: '/regie-publicitaire', label: 'Régie publicitaire' },
  { path: '/mes-paiements', label: 'Mes paiements' },
] as const;

export type TFaqPagePath = (typeof FAQ_PAGES)[number]['path'];

/** A static page's own path, `/page/{slug}`, is a destination too. */
export type TFaqDestination = TFaqPagePath | `/page/${string}`;

const STATIC_PAGE_DESTINATION = /^\/page\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FAQ_PAGE_PATHS: ReadonlySet<string> = new Set(FAQ_PAGES.map((page) => page.path));

export function staticPageFaqPath(slug: string): TFaqDestination {
  return `/page/${slug}`;
}

export function isFaqDestination(path: string): path is TFaqDestination {
  return FAQ_PAGE_PATHS.has(path) || (STATIC_PAGE_DESTINATION.test(path) && path.length <= 106);
}

/** The label of a destination: the page's name, or « Page « {titre} » » for a static page. */
export function faqDestinationLabel(path: string, pageTitles: ReadonlyMap<string, string> = new Map()): string {
  const page = FAQ_PAGES.find((candidate) => candidate.path === path);
  if (page) return page.label;
  const title = pageTitles.get(path.slice('/page/'.length));
  return title ? `Page « ${title} »` : path;
}
